/**
 * Threads archiving, as Discord does after a thread's auto-archive duration without a message (a
 * week for the league's pods): `fake.archiveThread(thread, { locked? })`. In an archived thread
 * posting, editing or deleting a message is refused with 400, 50083 "Thread is archived" (the
 * server's doing, not a violation). The bot may unarchive it (`PATCH /channels/:id` with
 * `archived: false`) if it may send messages there; a locked thread only with Manage Threads.
 */
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { ApiError } from './api-error.ts';

export class ThreadStates {
  private readonly archived = new Map<string, { locked: boolean }>();

  archive(threadId: string, locked = false): void {
    this.archived.set(threadId, { locked });
  }

  unarchive(threadId: string): void {
    this.archived.delete(threadId);
  }

  isArchived(threadId: string): boolean {
    return this.archived.has(threadId);
  }

  isLocked(threadId: string): boolean {
    return this.archived.get(threadId)?.locked === true;
  }

  /** A message write in an archived thread is refused. */
  checkWrite(channelId: string): void {
    if (this.archived.has(channelId))
      throw new ApiError(
        400,
        RESTJSONErrorCodes.InvalidActionOnArchivedThread,
        'Cannot perform this operation on an archived thread',
        undefined,
      );
  }
}
