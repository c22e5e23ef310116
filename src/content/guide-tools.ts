// The tools a guide lists beside its parts (Guide.tools). Most are on the cheat-sheet page
// (cheat-sheet.ts, same ids); the compass and the protractor are only drawing tools.
import type { GuideToolId } from './types';

export const GUIDE_TOOLS: Record<GuideToolId, { name: string; onCheatSheet: boolean }> = {
  'soldering-iron': { name: 'Паяльник с подставкой', onCheatSheet: true },
  cutters: { name: 'Бокорезы', onCheatSheet: true },
  pliers: { name: 'Плоскогубцы', onCheatSheet: true },
  'glue-gun': { name: 'Клеевой пистолет', onCheatSheet: true },
  scissors: { name: 'Ножницы', onCheatSheet: true },
  ruler: { name: 'Линейка', onCheatSheet: true },
  pencil: { name: 'Карандаш', onCheatSheet: true },
  'third-hand': { name: '«Третья рука» (держатель)', onCheatSheet: true },
  'utility-knife': { name: 'Канцелярский нож (со взрослым)', onCheatSheet: true },
  marker: { name: 'Маркер', onCheatSheet: true },
  compass: { name: 'Циркуль', onCheatSheet: false },
  protractor: { name: 'Транспортир', onCheatSheet: false },
};
