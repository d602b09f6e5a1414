import { turnMenuCommand } from '../src/discord/fast-path.ts';

/** /free name: — take a Free Action (the turn menu's "Free Action: …"). */
export const free = turnMenuCommand({
  name: 'free',
  description: 'Take a Free Action',
  option: 'name',
  optionDescription: 'The Free Action',
  group: 'free',
  thing: 'Free Action',
  done: 'Done.',
});
