import type { ScenarioWords } from '../../domain/missions/mission-schema';

/** Our own word lists for scenario names: an opening phrase and a place, each whole per language. */
const t = (en: string, es: string, fr: string) => ({ en, es, fr });

export const SCENARIO_WORDS: ScenarioWords = {
  openings: [
    t('Dawn Raid', 'Incursión al alba', 'Raid à l’aube'),
    t('Last Stand', 'Última resistencia', 'Dernier carré'),
    t('Broken Oath', 'Juramento roto', 'Serment brisé'),
    t('Iron Vigil', 'Vigilia de hierro', 'Veille de fer'),
    t('Crow’s Feast', 'Festín de cuervos', 'Festin des corbeaux'),
    t('Silent March', 'Marcha silenciosa', 'Marche silencieuse'),
    t('Burning Pact', 'Pacto en llamas', 'Pacte en flammes'),
    t('Hollow Victory', 'Victoria vacía', 'Victoire creuse'),
    t('Ember Tide', 'Marea de brasas', 'Marée de braises'),
    t('Winter Muster', 'Leva de invierno', 'Levée d’hiver'),
    t('Red Harvest', 'Cosecha roja', 'Moisson rouge'),
    t('Shattered Crown', 'Corona quebrada', 'Couronne brisée'),
  ],
  places: [
    t('at the Black Ford', 'en el Vado Negro', 'au Gué Noir'),
    t('on the Ashen Ridge', 'en la Cresta Cenicienta', 'sur la Crête de Cendre'),
    t('beneath the Old Oak', 'bajo el Viejo Roble', 'sous le Vieux Chêne'),
    t('by the Drowned Mill', 'junto al Molino Ahogado', 'près du Moulin Noyé'),
    t('in the Thornwood', 'en el Bosque de Espinos', 'dans le Bois d’Épines'),
    t('at Raven’s Gate', 'en la Puerta del Cuervo', 'à la Porte du Corbeau'),
    t('on the Salt Road', 'en el Camino de la Sal', 'sur la Route du Sel'),
    t('among the Standing Stones', 'entre las Piedras Alzadas', 'parmi les Pierres Levées'),
    t('at the Frozen Weir', 'en la Presa Helada', 'au Barrage Gelé'),
    t('below the Watchtower', 'bajo la Atalaya', 'sous la Tour de Guet'),
  ],
};
