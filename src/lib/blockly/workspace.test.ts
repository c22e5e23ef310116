import { describe, expect, it } from 'vitest';
import type { McuProgram } from '../../../domain/mcu/program';
import { BLOCK } from './block-types';
import { headlessWorkspace, programToWorkspace, workspaceToProgram } from './workspace';

// Every block of the editor at least once, nested.
const EVERYTHING: McuProgram = {
  version: 1,
  body: [
    { do: 'set', name: 'счёт', value: { num: 0 } },
    { do: 'led', led: 'HL2', on: true },
    { do: 'tone', hz: { num: 440 }, ms: { num: 500 } },
    { do: 'repeat', times: { num: 3 }, body: [{ do: 'toggle', led: 'HL5' }, { do: 'wait', ms: { num: 250 } }] },
    {
      do: 'forever',
      body: [
        {
          do: 'if',
          cond: { logic: 'and', a: { pressed: 'S1' }, b: { not: { pressed: 'S2' } } },
          then: [{ do: 'buzz', hz: { math: '*', a: { get: 'счёт' }, b: { num: 10 } } }],
          else: [{ do: 'silence' }],
        },
        { do: 'if', cond: { compare: '>=', a: { get: 'счёт' }, b: { num: -5 } }, then: [] },
        { do: 'while', cond: { compare: '!=', a: { random: { min: { num: 1 }, max: { num: 6 } } }, b: { num: 6 } }, body: [{ do: 'change', name: 'счёт', by: { num: 1 } }] },
        { do: 'led', led: 'HL1', on: false },
        { do: 'wait', ms: { math: '%', a: { math: '-', a: { get: 'x2' }, b: { num: 7 } }, b: { math: '/', a: { num: 9 }, b: { num: 2 } } } },
        { do: 'set', name: 'x2', value: { math: '+', a: { get: 'x2' }, b: { num: 1 } } },
      ],
    },
  ],
};

describe('the editor’s blocks and our program form', () => {
  it('a program put into a workspace reads back the same', () => {
    const workspace = headlessWorkspace();
    programToWorkspace(workspace, EVERYTHING);
    expect(workspaceToProgram(workspace)).toEqual({ ok: true, program: EVERYTHING });
    workspace.dispose();
  });

  it('an empty program is «при запуске» alone, and reads back empty', () => {
    const workspace = headlessWorkspace();
    programToWorkspace(workspace, { version: 1, body: [] });
    expect(workspace.getAllBlocks(false).map((block) => block.type)).toEqual([BLOCK.start]);
    expect(workspaceToProgram(workspace)).toEqual({ ok: true, program: { version: 1, body: [] } });
  });

  it('a block with an empty slot is named in Russian, with the block to point at', () => {
    const workspace = headlessWorkspace();
    programToWorkspace(workspace, { version: 1, body: [{ do: 'while', cond: { pressed: 'S1' }, body: [] }] });
    const condition = workspace.getBlocksByType(BLOCK.pressed, false)[0];
    condition?.dispose(false);
    const read = workspaceToProgram(workspace);
    const loop = workspace.getBlocksByType(BLOCK.while, false)[0];
    expect(read).toEqual({ ok: false, message: 'В блоке «пока» не хватает условия: вставь в него блок.', blockId: loop?.id });
  });

  it('blocks lying apart from «при запуске» are not the program', () => {
    const workspace = headlessWorkspace();
    programToWorkspace(workspace, { version: 1, body: [{ do: 'led', led: 'HL1', on: true }] });
    workspace.newBlock(BLOCK.silence);
    expect(workspaceToProgram(workspace)).toEqual({ ok: true, program: { version: 1, body: [{ do: 'led', led: 'HL1', on: true }] } });
  });

  it('a workspace without «при запуске» says what to do', () => {
    const workspace = headlessWorkspace();
    expect(workspaceToProgram(workspace)).toEqual({ ok: false, message: 'Нет блока «при запуске». Нажми «Начать заново».' });
  });
});
