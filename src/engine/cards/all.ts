/** Loads every card effect so each registers itself with `defineEffect`. */
import './politics/index.ts';
import './economy/index.ts';
import './state-class/index.ts';
