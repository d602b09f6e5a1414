/** Every effect a Historical Event uses, by effect id (one handler each). */
import type { ExpansionEffectId } from '../../../../data/expansions.schema.ts';
import { companyEffects } from './companies.ts';
import { economyEffects } from './economy.ts';
import { peopleEffects } from './people.ts';
import { politicsEffects } from './politics.ts';
import { setupEffects } from './setup.ts';
import type { Handler, Handlers } from './types.ts';

const HANDLERS: Handlers = {
  ...politicsEffects,
  ...peopleEffects,
  ...economyEffects,
  ...companyEffects,
  ...setupEffects,
};

export function handlerOf<K extends ExpansionEffectId>(effect: K): Handler<K> | undefined {
  return HANDLERS[effect] as Handler<K> | undefined;
}
