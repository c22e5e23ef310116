import { describe, expect, it } from 'vitest';
import { programToC } from './c-code';
import type { McuProgram } from './program';

describe('programToC', () => {
  it('writes the blocks as readable C with the board set up and only the helpers it calls', () => {
    const beacon: McuProgram = {
      version: 1,
      body: [
        {
          do: 'forever',
          body: [
            { do: 'led', led: 'HL1', on: true },
            { do: 'wait', ms: { num: 1000 } },
            { do: 'led', led: 'HL1', on: false },
            { do: 'wait', ms: { num: 2000 } },
          ],
        },
      ],
    };
    const c = programToC(beacon, 'Маяк');
    expect(c).toContain('«Маяк» — программа из блоков');
    expect(c).toContain('DDRA = HL1 | HL2 | HL3 | HL4 | HL5 | BA1;');
    expect(c).toContain('PORTB = S1 | S2;');
    expect(c).toContain('#define HL1 (1 << 0)  /* PA0, ножка 13 */');
    expect(c).toContain('#define BA1 (1 << 6)  /* зуммер на PA6 = OC1A, ножка 7 */');
    expect(c).toContain(
      ['    for (;;) {  /* повторять всегда */', '        led_on(HL1);', '        wait_ms(1000);  /* ждать 1000 мс */', '        led_off(HL1);'].join('\n'),
    );
    expect(c).toContain('_delay_ms(1);');
    expect(c).not.toContain('buzz(');
    expect(c).not.toContain('plus(');
  });

  it('names variables in ASCII, keeps the original in a comment, and never takes a C word or a helper’s name', () => {
    const names = ['тики', 'Тики', 'int', 'HL1', '日本', 'пауза2', 'wait_ms', 'i1'];
    const c = programToC(
      {
        version: 1,
        body: names.map((name) => ({ do: 'set', name, value: { num: -2_147_483_648 } })),
      },
      'Имена */ с подвохом',
    );
    for (const line of [
      'static int32_t tiki = 0;  /* «тики» */',
      'static int32_t tiki2 = 0;  /* «Тики» */',
      'static int32_t int_ = 0;  /* «int» */',
      'static int32_t hl1 = 0;  /* «HL1» */',
      'static int32_t v5 = 0;  /* «日本» */',
      'static int32_t pauza2 = 0;  /* «пауза2» */',
      'static int32_t wait_ms_ = 0;  /* «wait_ms» */',
      'static int32_t i1_ = 0;  /* «i1» */',
      'tiki = INT32_MIN;',
    ]) {
      expect(c).toContain(line);
    }
    expect(c).toContain('«Имена * / с подвохом»');
  });
});
