/** Loads every Basic and Free Action so each registers itself (order = order in the turn menu). */
import './propose-bill.ts';
import './assign-workers.ts';
import './buy-goods.ts';
import './working-class.ts';
import './companies.ts';
import './sell-foreign.ts';
import './class-actions.ts';
import './simple.ts';
import './use-goods.ts';
import './free-actions.ts';
