/** Prints every deck's card count and its number of uncertain values, as one JSON line. */
import { deckSummary } from '../src/data/index.ts';

console.log(JSON.stringify(deckSummary()));
