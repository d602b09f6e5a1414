/**
 * Icons drawn once in <defs> and reused: goods in their industry colours, money, VP, Influence,
 * cards, Machinery, Population and Prosperity. Each is a group drawn in a 24×24 box.
 *
 * Groups, not <symbol>s: resvg 2.6 aborts the whole process (a Rust panic) when a <use> of a
 * <symbol> lies entirely outside the picture; a <use> of a group does not.
 */
import { INDUSTRY_COLOR } from './theme.ts';

const sym = (id: string, body: string) => `<g id="${id}">${body}</g>`;

const GEAR_TEETH = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  const x = 12 + Math.cos(a) * 9;
  const y = 12 + Math.sin(a) * 9;
  return `<rect x="${(x - 2.6).toFixed(2)}" y="${(y - 2.6).toFixed(2)}" width="5.2" height="5.2" rx="1" transform="rotate(${(i * 45).toFixed(0)} ${x.toFixed(2)} ${y.toFixed(2)})"/>`;
}).join('');

export const ICON_DEFS = [
  // Food: an apple.
  sym(
    'i-food',
    `<path d="M12 7c-2-1.6-6.5-1.2-7.3 3-.7 3.8 1.6 9.5 4.6 10.4 1.1.3 1.8-.3 2.7-.3s1.6.6 2.7.3c3-.9 5.3-6.6 4.6-10.4-.8-4.2-5.3-4.6-7.3-3z" fill="${INDUSTRY_COLOR.food}" stroke="#2f6418" stroke-width="1.2"/>` +
      `<path d="M12 7.2c0-2 .6-3.6 2.4-4.8" fill="none" stroke="#5a3a1a" stroke-width="1.6" stroke-linecap="round"/>` +
      `<path d="M13.2 4.4c1.6-1.6 4-1.6 5.2-.8-1.2 1.8-3.4 2.2-5.2.8z" fill="#7cc24a"/>`,
  ),
  // Luxury: a cut gem.
  sym(
    'i-luxury',
    `<path d="M6 4h12l4 5.5L12 21 2 9.5z" fill="${INDUSTRY_COLOR.luxury}" stroke="#0e6473" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<path d="M2 9.5h20M8.5 4 7 9.5l5 11.5 5-11.5L15.5 4" fill="none" stroke="#bff0f6" stroke-width="1.1"/>`,
  ),
  // Health: a cross on a rounded square.
  sym(
    'i-health',
    `<rect x="2" y="2" width="20" height="20" rx="5" fill="${INDUSTRY_COLOR.health}" stroke="#9c2448" stroke-width="1.2"/>` +
      `<path d="M9.5 5.5h5v4h4v5h-4v4h-5v-4h-4v-5h4z" fill="#fff"/>`,
  ),
  // Education: a book.
  sym(
    'i-education',
    `<path d="M2.5 5.5C5.5 4 9 4 12 6c3-2 6.5-2 9.5-.5V20c-3-1.4-6.5-1.4-9.5.5-3-1.9-6.5-1.9-9.5-.5z" fill="${INDUSTRY_COLOR.education}" stroke="#99520a" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<path d="M12 6v14.3" stroke="#fff3e0" stroke-width="1.4"/>`,
  ),
  // Influence: a speech bubble.
  sym(
    'i-influence',
    `<path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="${INDUSTRY_COLOR.media}" stroke="#553089" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<circle cx="7.5" cy="11" r="1.6" fill="#fff"/><circle cx="12" cy="11" r="1.6" fill="#fff"/><circle cx="16.5" cy="11" r="1.6" fill="#fff"/>`,
  ),
  // Money: a coin.
  sym(
    'i-money',
    `<circle cx="12" cy="12" r="10" fill="#e9b730" stroke="#9a6f06" stroke-width="1.4"/>` +
      `<circle cx="12" cy="12" r="6.5" fill="none" stroke="#fff1b8" stroke-width="1.4"/>`,
  ),
  // VP: a star.
  sym(
    'i-vp',
    `<path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" fill="#f0c419" stroke="#8f6b00" stroke-width="1.2" stroke-linejoin="round"/>`,
  ),
  // Cards in hand.
  sym(
    'i-cards',
    `<rect x="3" y="5" width="12" height="16" rx="2" fill="#fff" stroke="#4b5160" stroke-width="1.4" transform="rotate(-10 9 13)"/>` +
      `<rect x="9" y="3" width="12" height="16" rx="2" fill="#fff" stroke="#4b5160" stroke-width="1.4" transform="rotate(8 15 11)"/>`,
  ),
  // Machinery: a gear.
  sym(
    'i-gear',
    `<g fill="#59606d">${GEAR_TEETH}<circle cx="12" cy="12" r="8"/></g><circle cx="12" cy="12" r="3.4" fill="#fff"/>`,
  ),
  // Population: a person.
  sym(
    'i-pop',
    `<circle cx="12" cy="7" r="4.2" fill="#4b5160"/><path d="M4 21c0-5 3.6-8 8-8s8 3 8 8z" fill="#4b5160"/>`,
  ),
  // Prosperity: a rising arrow.
  sym(
    'i-prosperity',
    `<rect x="2" y="2" width="20" height="20" rx="5" fill="${'#2e8540'}"/>` +
      `<path d="M6 16.5l4.5-4.5 3 3L18 9.5M14 9.5h4v4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  // A Loan: a red note.
  sym(
    'i-loan',
    `<rect x="1.5" y="5" width="21" height="14" rx="2.5" fill="#c0392b"/><circle cx="12" cy="12" r="3.6" fill="none" stroke="#fff" stroke-width="1.6"/>`,
  ),
].join('');

export type GoodIcon = 'food' | 'luxury' | 'health' | 'education' | 'influence';

export function goodIcon(good: GoodIcon | 'media'): string {
  return good === 'media' ? 'i-influence' : `i-${good}`;
}
