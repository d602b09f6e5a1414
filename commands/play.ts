import { turnMenuCommand } from '../src/discord/fast-path.ts';

/** /play card: — play a card from your hand for its effect (the turn menu's "Play …"). */
export const play = turnMenuCommand({
  name: 'play',
  option: 'card',
  group: 'play',
  thing: 'play',
  done: 'panel.played',
});
