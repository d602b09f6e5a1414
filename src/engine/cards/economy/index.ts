/** Card effects of this group register themselves when imported (see docs/engine.md "Cards"). */
import './buying.ts';
import './building.ts';
import './money-cards.ts';
import './selling.ts';
import './shifts.ts';
