import { turnMenuCommand } from '../src/discord/fast-path.ts';

/** /free name: — take a Free Action (the turn menu's "Free Action: …"). */
export const free = turnMenuCommand({
  name: 'free',
  option: 'name',
  group: 'free',
  thing: 'free',
  done: 'panel.done',
});
