/** Loads every Basic and Free Action so each registers itself (order = order in the turn menu). */
import '../politics/propose-bill.ts';
import '../workers/assign-workers.ts';
import './buy-goods.ts';
import '../workers/strike-and-demonstration.ts';
import '../companies/build-and-sell.ts';
import './sell-foreign.ts';
import './class-actions.ts';
import './simple.ts';
import './use-goods.ts';
import './free-actions.ts';
