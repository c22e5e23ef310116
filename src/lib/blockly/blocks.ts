// Our blocks for the school board (docs/product.md, «Микроконтроллеры»): Russian words a child
// reads aloud, one colour per group of the toolbox. Numbers are whole, as on the chip.
import * as Blockly from 'blockly/core';
import { BUTTON_NAMES, LED_NAMES } from '../../../domain/mcu/program';
import { BLOCK, GROUP_COLOURS } from './block-types';

const LED_OPTIONS = LED_NAMES.map((led) => [led, led]);
const BUTTON_OPTIONS = BUTTON_NAMES.map((button) => [button, button]);
const INT32 = { min: -2_147_483_648, max: 2_147_483_647, precision: 1 };

const statement = { previousStatement: null, nextStatement: null };
const value = (name: string) => ({ type: 'input_value', name });
const body = (name: string) => ({ type: 'input_statement', name });
const variable = { type: 'field_variable', name: 'VAR', variable: 'счёт' };

const DEFINITIONS = [
  { type: BLOCK.start, message0: 'при запуске', nextStatement: null, colour: GROUP_COLOURS.start, tooltip: 'Отсюда микроконтроллер начинает программу.', style: { hat: 'cap' } },
  {
    type: BLOCK.led,
    message0: '%1 светодиод %2',
    args0: [
      { type: 'field_dropdown', name: 'STATE', options: [['включить', 'ON'], ['выключить', 'OFF']] },
      { type: 'field_dropdown', name: 'LED', options: LED_OPTIONS },
    ],
    ...statement,
    colour: GROUP_COLOURS.leds,
    tooltip: 'Зажигает или гасит светодиод на плате.',
  },
  {
    type: BLOCK.toggle,
    message0: 'переключить светодиод %1',
    args0: [{ type: 'field_dropdown', name: 'LED', options: LED_OPTIONS }],
    ...statement,
    colour: GROUP_COLOURS.leds,
    tooltip: 'Горел — погаснет, не горел — загорится.',
  },
  { type: BLOCK.wait, message0: 'ждать %1 мс', args0: [value('MS')], inputsInline: true, ...statement, colour: GROUP_COLOURS.time, tooltip: '1000 мс — это одна секунда.' },
  {
    type: BLOCK.repeat,
    message0: 'повторять %1 раз',
    args0: [value('TIMES')],
    message1: '%1',
    args1: [body('DO')],
    inputsInline: true,
    ...statement,
    colour: GROUP_COLOURS.loops,
  },
  { type: BLOCK.forever, message0: 'повторять всегда', message1: '%1', args1: [body('DO')], previousStatement: null, colour: GROUP_COLOURS.loops },
  { type: BLOCK.while, message0: 'пока %1', args0: [value('COND')], message1: '%1', args1: [body('DO')], ...statement, colour: GROUP_COLOURS.loops },
  { type: BLOCK.if, message0: 'если %1 то', args0: [value('COND')], message1: '%1', args1: [body('THEN')], ...statement, colour: GROUP_COLOURS.logic },
  {
    type: BLOCK.ifElse,
    message0: 'если %1 то',
    args0: [value('COND')],
    message1: '%1',
    args1: [body('THEN')],
    message2: 'иначе %1',
    args2: [body('ELSE')],
    ...statement,
    colour: GROUP_COLOURS.logic,
  },
  {
    type: BLOCK.pressed,
    message0: 'кнопка %1 нажата',
    args0: [{ type: 'field_dropdown', name: 'BUTTON', options: BUTTON_OPTIONS }],
    output: 'Boolean',
    colour: GROUP_COLOURS.buttons,
    tooltip: 'Правда, пока кнопку держат нажатой.',
  },
  { type: BLOCK.tone, message0: 'играть ноту %1 Гц %2 мс', args0: [value('HZ'), value('MS')], inputsInline: true, ...statement, colour: GROUP_COLOURS.sound, tooltip: '440 Гц — нота ля.' },
  { type: BLOCK.buzz, message0: 'включить звук %1 Гц', args0: [value('HZ')], inputsInline: true, ...statement, colour: GROUP_COLOURS.sound },
  { type: BLOCK.silence, message0: 'выключить звук', ...statement, colour: GROUP_COLOURS.sound },
  { type: BLOCK.set, message0: 'задать %1 = %2', args0: [variable, value('VALUE')], inputsInline: true, ...statement, colour: GROUP_COLOURS.variables },
  { type: BLOCK.change, message0: 'изменить %1 на %2', args0: [variable, value('BY')], inputsInline: true, ...statement, colour: GROUP_COLOURS.variables },
  { type: BLOCK.get, message0: '%1', args0: [variable], output: 'Number', colour: GROUP_COLOURS.variables },
  { type: BLOCK.number, message0: '%1', args0: [{ type: 'field_number', name: 'NUM', value: 0, ...INT32 }], output: 'Number', colour: GROUP_COLOURS.math },
  {
    type: BLOCK.math,
    message0: '%1 %2 %3',
    args0: [
      value('A'),
      { type: 'field_dropdown', name: 'OP', options: [['+', 'ADD'], ['−', 'SUB'], ['×', 'MUL'], ['÷', 'DIV'], ['остаток', 'MOD']] },
      value('B'),
    ],
    inputsInline: true,
    output: 'Number',
    colour: GROUP_COLOURS.math,
    tooltip: '÷ делит нацело, «остаток» — что остаётся от деления.',
  },
  {
    type: BLOCK.compare,
    message0: '%1 %2 %3',
    args0: [
      value('A'),
      { type: 'field_dropdown', name: 'OP', options: [['=', 'EQ'], ['≠', 'NEQ'], ['<', 'LT'], ['≤', 'LTE'], ['>', 'GT'], ['≥', 'GTE']] },
      value('B'),
    ],
    inputsInline: true,
    output: 'Boolean',
    colour: GROUP_COLOURS.logic,
  },
  {
    type: BLOCK.logic,
    message0: '%1 %2 %3',
    args0: [value('A'), { type: 'field_dropdown', name: 'OP', options: [['и', 'AND'], ['или', 'OR']] }, value('B')],
    inputsInline: true,
    output: 'Boolean',
    colour: GROUP_COLOURS.logic,
  },
  { type: BLOCK.not, message0: 'не %1', args0: [value('A')], output: 'Boolean', colour: GROUP_COLOURS.logic },
  {
    type: BLOCK.random,
    message0: 'случайное от %1 до %2',
    args0: [value('MIN'), value('MAX')],
    inputsInline: true,
    output: 'Number',
    colour: GROUP_COLOURS.math,
  },
];

let defined = false;

/** Registers our blocks with Blockly once per page. */
export function defineMcuBlocks() {
  if (defined) return;
  defined = true;
  Blockly.common.defineBlocksWithJsonArray(DEFINITIONS);
}
