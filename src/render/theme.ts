/** Colours and sizes shared by every picture. */
import type { ClassId, Industry } from '../data/common.ts';

export const CLASS_COLOR: Record<ClassId, string> = {
  working: '#d63c35',
  middle: '#f2b705',
  capitalist: '#2c64d1',
  state: '#737b86',
};

/** Text drawn on a class colour. */
export const CLASS_INK: Record<ClassId, string> = {
  working: '#ffffff',
  middle: '#2b2100',
  capitalist: '#ffffff',
  state: '#ffffff',
};

/** Pale backgrounds in each class's colour. */
export const CLASS_TINT: Record<ClassId, string> = {
  working: '#fbe2df',
  middle: '#fdf0c4',
  capitalist: '#dfe8fb',
  state: '#e6e8eb',
};

/** A darker shade of each class colour, for outlines and text on pale paper. */
export const CLASS_DARK: Record<ClassId, string> = {
  working: '#9c2420',
  middle: '#8a6500',
  capitalist: '#1b4396',
  state: '#4a5058',
};

/** Industry colours of the Company cards (rulebook: green, blue, red, orange, purple). */
export const INDUSTRY_COLOR: Record<Industry, string> = {
  food: '#4c9a2a',
  luxury: '#1a9bb0',
  health: '#e04f78',
  education: '#ee8413',
  media: '#8455cc',
};

export const INDUSTRY_TINT: Record<Industry, string> = {
  food: '#e3f1da',
  luxury: '#d8f0f3',
  health: '#fbe0e8',
  education: '#fde9d3',
  media: '#ebe1f7',
};

export const PAPER = '#efe9dd';
export const PANEL = '#fffdf8';
export const INK = '#1d2330';
export const MUTED = '#676c78';
export const LINE = '#d6cdbb';
export const HEADER = '#1f2633';
export const GOOD = '#2e8540';
export const BAD = '#c0392b';

/** Type sizes, chosen so that the picture stays readable scaled to 400 px wide. */
export const SIZE = {
  huge: 44,
  title: 34,
  large: 30,
  body: 27,
  small: 24,
  /** The smallest a text of a 1000 px picture may be: 9 px when a phone shows it 400 px wide. */
  phoneMin: 23,
};
