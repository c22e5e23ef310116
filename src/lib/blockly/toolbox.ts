// The toolbox a task offers: only its groups, each a category with ready blocks (numbers already
// in the slots, so a first program needs no typing).
import type { McuToolboxGroup } from '../../../domain/mcu/tasks';
import { BLOCK, GROUP_COLOURS, GROUP_TITLES } from './block-types';

const num = (n: number) => ({ shadow: { type: BLOCK.number, fields: { NUM: n } } });
const block = (type: string, extra: Record<string, unknown> = {}) => ({ kind: 'block', type, ...extra });

/** The «Создать переменную» button's key: ./workspace registers what it does. */
export const CREATE_VARIABLE = 'mcu-create-variable';

const CONTENTS: Record<McuToolboxGroup, object[]> = {
  leds: [
    block(BLOCK.led, { fields: { STATE: 'ON', LED: 'HL1' } }),
    block(BLOCK.led, { fields: { STATE: 'OFF', LED: 'HL1' } }),
    block(BLOCK.toggle),
  ],
  time: [block(BLOCK.wait, { inputs: { MS: num(1000) } })],
  loops: [block(BLOCK.forever), block(BLOCK.repeat, { inputs: { TIMES: num(3) } }), block(BLOCK.while)],
  logic: [
    block(BLOCK.if),
    block(BLOCK.ifElse),
    block(BLOCK.compare, { inputs: { A: num(0), B: num(0) } }),
    block(BLOCK.logic),
    block(BLOCK.not),
  ],
  buttons: [block(BLOCK.pressed, { fields: { BUTTON: 'S1' } })],
  sound: [
    block(BLOCK.tone, { inputs: { HZ: num(440), MS: num(500) } }),
    block(BLOCK.buzz, { inputs: { HZ: num(440) } }),
    block(BLOCK.silence),
  ],
  variables: [
    { kind: 'button', text: 'Создать переменную', callbackKey: CREATE_VARIABLE },
    block(BLOCK.set, { inputs: { VALUE: num(0) } }),
    block(BLOCK.change, { inputs: { BY: num(1) } }),
    block(BLOCK.get),
  ],
  math: [
    block(BLOCK.number, { fields: { NUM: 0 } }),
    block(BLOCK.math, { inputs: { A: num(1), B: num(1) } }),
    block(BLOCK.random, { inputs: { MIN: num(1), MAX: num(6) } }),
  ],
};

/** Blockly's JSON toolbox of the groups, in the task's order. */
export function toolboxOf(groups: readonly McuToolboxGroup[]) {
  return {
    kind: 'categoryToolbox',
    contents: groups.map((group) => ({
      kind: 'category',
      name: GROUP_TITLES[group],
      colour: GROUP_COLOURS[group],
      contents: CONTENTS[group],
    })),
  };
}
