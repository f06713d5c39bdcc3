import type { Faction } from '../domain/army/data-pack-schema';

/** The four Warcrow factions. Accent colours are chosen to read well on the app's dark surfaces. */
export const factions: Faction[] = [
  {
    id: 'northern-tribes',
    name: { en: 'Northern Tribes', es: 'Tribus del Norte', fr: 'Tribus du Nord' },
    accentColour: '#8ccbf0',
  },
  {
    id: 'hegemony-of-embersig',
    name: { en: 'Hegemony of Embersig', es: 'Hegemonía de Embersig', fr: "Hégémonie d'Embersig" },
    accentColour: '#ef8354',
  },
  {
    id: 'scions-of-yaldabaoth',
    name: { en: 'Scions of Yaldabaoth', es: 'Vástagos de Yaldabaoth', fr: 'Rejetons de Yaldabaoth' },
    accentColour: '#c39bf2',
  },
  {
    id: 'syenann',
    name: { en: 'Sÿenann', es: 'Sÿenann', fr: 'Sÿenann' },
    accentColour: '#a3d16b',
  },
];
