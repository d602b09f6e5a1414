/**
 * A loopback fake of Discord (REST API + Gateway) for end-to-end tests of the bot with the real
 * discord.js Client. See README.md in this folder.
 */
export type { FormIssue, ViolationKind } from './api-error.ts';
export type { CommandInput, OptionValue, TypedOption } from './command-options.ts';
export {
  type ButtonInfo,
  buttons,
  type ModalInputInfo,
  modalInputs,
  type SelectMenuInfo,
  type SelectOptionInfo,
  selectMenus,
} from './components.ts';
export type { FakeModal, FakeUser, InteractionResult, ModalValues } from './driver.ts';
export type { HeldRequest, Hold } from './http-api.ts';
export { LIMITS } from './limits.ts';
export type { FakeAttachment, FakeMessage, MessageChange, MessageInteraction } from './messages.ts';
export type { UploadedFile } from './multipart.ts';
export type { RecordedCall, Violation } from './records.ts';
export { FakeDiscord, type FakeDiscordOptions } from './server.ts';
export type { Settings } from './state.ts';
export type { ChannelSpec, FakeChannel, FakeGuild, GuildSpec, UserOptions } from './world.ts';
