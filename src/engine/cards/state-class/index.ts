/** Card effects of this group register themselves when imported (see docs/engine.md "Cards"). */
import '../../events/tasks.ts';
import '../../events/event-action.ts';
import './treasury-cards.ts';
import './provide-cards.ts';
import './public-companies.ts';
