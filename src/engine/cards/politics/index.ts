/** Card effects of this group register themselves when imported (see docs/engine.md "Cards"). */
import './bills.ts';
import './cubes.ts';
import './influence-cards.ts';
import './worker-cards.ts';
