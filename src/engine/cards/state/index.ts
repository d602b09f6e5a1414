/** Card effects of this group register themselves when imported (see docs/engine.md "Cards"). */
import './tasks.ts';
import './event-action.ts';
import './money-cards.ts';
import './provide-cards.ts';
import './public-companies.ts';
