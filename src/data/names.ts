/** Display names for ids, used in card texts and by the clients. */
import type { ClassId, Industry, Resource } from './common.ts';

export const CLASS_NAMES: Record<ClassId, string> = {
  working: 'Working Class',
  middle: 'Middle Class',
  capitalist: 'Capitalist Class',
  state: 'State',
};

export const INDUSTRY_NAMES: Record<Industry, string> = {
  food: 'Agriculture',
  luxury: 'Luxury',
  health: 'Healthcare',
  education: 'Education',
  media: 'Media',
};

/** What each industry produces (Media produces Influence). */
export const INDUSTRY_RESOURCE: Record<Industry, Resource> = {
  food: 'food',
  luxury: 'luxury',
  health: 'health',
  education: 'education',
  media: 'influence',
};

export const RESOURCE_NAMES: Record<Resource, string> = {
  food: 'Food',
  luxury: 'Luxury',
  health: 'Health',
  education: 'Education',
  influence: 'Influence',
};
