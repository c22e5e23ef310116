// Names of our blocks and what a message calls each one (pure: the conversion uses them too).
import type { McuToolboxGroup } from '../../../domain/mcu/tasks';

export const BLOCK = {
  start: 'mcu_start',
  led: 'mcu_led',
  toggle: 'mcu_toggle',
  wait: 'mcu_wait',
  repeat: 'mcu_repeat',
  forever: 'mcu_forever',
  while: 'mcu_while',
  if: 'mcu_if',
  ifElse: 'mcu_if_else',
  pressed: 'mcu_pressed',
  tone: 'mcu_tone',
  buzz: 'mcu_buzz',
  silence: 'mcu_silence',
  set: 'mcu_set',
  change: 'mcu_change',
  get: 'mcu_get',
  number: 'mcu_number',
  math: 'mcu_math',
  compare: 'mcu_compare',
  logic: 'mcu_logic',
  not: 'mcu_not',
  random: 'mcu_random',
} as const;

/** How a message to the pupil names a block: «В блоке «ждать» не хватает числа». */
export const BLOCK_TITLES: Record<string, string> = {
  [BLOCK.start]: 'при запуске',
  [BLOCK.led]: 'включить светодиод',
  [BLOCK.toggle]: 'переключить светодиод',
  [BLOCK.wait]: 'ждать',
  [BLOCK.repeat]: 'повторять … раз',
  [BLOCK.forever]: 'повторять всегда',
  [BLOCK.while]: 'пока',
  [BLOCK.if]: 'если',
  [BLOCK.ifElse]: 'если … иначе',
  [BLOCK.pressed]: 'кнопка нажата',
  [BLOCK.tone]: 'играть ноту',
  [BLOCK.buzz]: 'включить звук',
  [BLOCK.silence]: 'выключить звук',
  [BLOCK.set]: 'задать переменную',
  [BLOCK.change]: 'изменить переменную',
  [BLOCK.get]: 'переменная',
  [BLOCK.number]: 'число',
  [BLOCK.math]: 'действие с числами',
  [BLOCK.compare]: 'сравнение',
  [BLOCK.logic]: 'и / или',
  [BLOCK.not]: 'не',
  [BLOCK.random]: 'случайное число',
};

/** Each group's colour: dark enough for the blocks' white words (4.5:1 or more). */
export const GROUP_COLOURS: Record<McuToolboxGroup | 'start', string> = {
  start: '#1b2559',
  leds: '#c2185b',
  time: '#1f62c4',
  loops: '#a34f00',
  logic: '#5b45b8',
  buttons: '#0c7a63',
  sound: '#8e2f99',
  variables: '#6d4c41',
  math: '#2e6b32',
};

export const GROUP_TITLES: Record<McuToolboxGroup, string> = {
  leds: 'Светодиоды',
  time: 'Время',
  loops: 'Циклы',
  logic: 'Условия',
  buttons: 'Кнопки',
  sound: 'Звук',
  variables: 'Переменные',
  math: 'Числа',
};
