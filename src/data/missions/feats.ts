import type { Feat } from '../../domain/missions/mission-schema';

/** The five feats: side goals drawn with a mission. Summaries in our own words. */
const t = (en: string, es: string, fr: string) => ({ en, es, fr });

export const FEATS: Feat[] = [
  {
    id: 'track',
    name: t('Track', 'Rastreo', 'Piste'),
    summary: t('Follow the trail: push scouts deep into enemy ground.', 'Sigue el rastro: adentra exploradores en terreno enemigo.', 'Suivez la piste : poussez des éclaireurs en terrain ennemi.'),
    vpRules: [{ id: 'deep-unit', timing: 'end_of_game', points: 2, perUnit: false, description: t('2 VP at the end of the game if one of your units stands in your rival’s deployment zone.', '2 PV al final si una de tus unidades está en la zona de despliegue rival.', '2 PV en fin de partie si une de vos unités est dans la zone de déploiement adverse.') }],
  },
  {
    id: 'decapitation',
    name: t('Decapitation', 'Decapitación', 'Décapitation'),
    summary: t('Strike at the head of the enemy company.', 'Golpea a la cabeza de la compañía enemiga.', 'Frappez la tête de la compagnie ennemie.'),
    vpRules: [{ id: 'general-down', timing: 'immediate', points: 2, perUnit: false, maxPerGame: 2, description: t('2 VP when the enemy general is eliminated.', '2 PV al eliminar al general enemigo.', '2 PV quand le général ennemi est éliminé.') }],
  },
  {
    id: 'the-rift',
    name: t('The Rift', 'La grieta', 'La faille'),
    summary: t('A rift opens in the middle of the field; be the one standing over it at the end.', 'Una grieta se abre en el centro; sé quien la controle al final.', 'Une faille s’ouvre au centre ; soyez celui qui la tient à la fin.'),
    vpRules: [{ id: 'hold-rift', timing: 'end_of_game', points: 2, perUnit: false, description: t('2 VP at the end of the game if you control the rift marker in the centre.', '2 PV al final si controlas el marcador de la grieta en el centro.', '2 PV en fin de partie si vous contrôlez le marqueur de faille au centre.') }],
  },
  {
    id: 'banner',
    name: t('Banner', 'Estandarte', 'Bannière'),
    summary: t('Raise your colours where the enemy can see them.', 'Alza tus colores donde el enemigo los vea.', 'Levez vos couleurs sous les yeux de l’ennemi.'),
    vpRules: [{ id: 'banner-forward', timing: 'end_of_round', points: 1, perUnit: false, maxPerGame: 3, description: t('1 VP at the end of each round if a unit of yours holds ground in your rival’s half.', '1 PV al final de cada ronda si una unidad tuya controla terreno en la mitad rival.', '1 PV à la fin de chaque manche si une de vos unités tient du terrain dans la moitié adverse.') }],
  },
  {
    id: 'resources',
    name: t('Resources', 'Recursos', 'Ressources'),
    summary: t('Secure the supplies your company needs.', 'Asegura los suministros que tu compañía necesita.', 'Sécurisez les ressources dont votre compagnie a besoin.'),
    vpRules: [{ id: 'supplies', timing: 'end_of_game', points: 1, perUnit: true, maxPerGame: 3, description: t('1 VP per supply marker you control at the end of the game (3 at most).', '1 PV por marcador de suministros controlado al final (3 como máximo).', '1 PV par marqueur de ressources contrôlé en fin de partie (3 au plus).') }],
  },
];
