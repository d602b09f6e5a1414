/**
 * Points in the round where modules (Historical Events, Alternative Events, Hidden Agendas, the
 * automas) attach their own steps without the phases knowing about them. A hook queues steps or
 * changes state; it runs at the named moment, in registration order.
 */
import type { Ctx } from './core/flow.ts';

export type HookPoint =
  | 'setup'
  | 'preparation:start'
  | 'preparation:end'
  | 'action:start'
  | 'action:end'
  | 'production:start'
  | 'production:end'
  | 'elections:start'
  | 'elections:end'
  | 'scoring:start'
  | 'scoring:end'
  | 'game:end'
  /** Workers left or joined Companies outside an action (the Public Sector grew or shrank). */
  | 'workers:moved';

type Hook = (x: Ctx) => void;
const hooks = new Map<HookPoint, Hook[]>();

export function onHook(point: HookPoint, hook: Hook) {
  const list = hooks.get(point) ?? [];
  list.push(hook);
  hooks.set(point, list);
}

export function runHooks(x: Ctx, point: HookPoint) {
  for (const hook of hooks.get(point) ?? []) hook(x);
}
