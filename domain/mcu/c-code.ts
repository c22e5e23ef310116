// A pupil's program as C for the real chip of the school board (ATtiny84A at 1 MHz, avr-libc), for
// the club leader to compile and write into it (docs/product.md, «Микроконтроллеры»). It does what
// the simulator does: the same pins, int32_t numbers that stop the program on overflow or division
// by zero, waits of whole milliseconds, notes made by timer 1 on OC1A. Comments are in Russian.
import type { Expr, McuProgram, Statement } from './program';
import { BOARD, LED_NAMES, PROGRAM_LIMITS } from './program';

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Names a variable must not take: C's words, the helpers below and what the headers declare. */
const TAKEN = new Set([
  ...'auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while main'.split(' '),
  ...'wait_ms led_on led_off led_toggle pressed buzz silence tone halt plus minus multiply divide modulo random_between random srandom abs labs'.split(' '),
  ...'int8_t uint8_t int16_t uint16_t int32_t uint32_t int64_t uint64_t intptr_t uintptr_t size_t bool true false'.split(' '),
  // <stdlib.h> of avr-libc, included when the program has «случайное число».
  ...'abort atexit atof atoi atol bsearch calloc div ldiv exit free malloc realloc qsort rand srand random_r rand_r strtod strtol strtoul itoa ltoa utoa ultoa dtostre dtostrf'.split(' '),
]);

/** «тики» → tiki, «счёт2» → schyot2; an identifier C accepts, or '' when the name has none of our letters. */
function transliterate(name: string): string {
  let ascii = '';
  for (const char of name.toLowerCase()) {
    if (/[a-z0-9_]/.test(char)) ascii += char;
    else ascii += TRANSLIT[char] ?? '';
  }
  return /^[a-z][a-z0-9_]*$/.test(ascii) ? ascii : '';
}

type Helper =
  | 'wait'
  | 'on'
  | 'off'
  | 'toggle'
  | 'pressed'
  | 'buzz'
  | 'silence'
  | 'tone'
  | 'plus'
  | 'minus'
  | 'multiply'
  | 'divide'
  | 'modulo'
  | 'random';

const MATH_HELPERS = { '+': 'plus', '-': 'minus', '*': 'multiply', '/': 'divide', '%': 'modulo' } as const;

class Writer {
  private readonly lines: string[] = [];
  readonly helpers = new Set<Helper>();
  readonly names = new Map<string, string>();
  private loops = 0;

  constructor(program: McuProgram) {
    this.collect(program.body);
  }

  /** Gives every variable its C name, in the order the program first mentions it. */
  private collect(body: readonly Statement[]): void {
    const name = (original: string) => {
      if (this.names.has(original)) return;
      const used = new Set(this.names.values());
      let ascii = transliterate(original);
      if (ascii && (TAKEN.has(ascii) || /^i\d+$/.test(ascii) || /^v\d+$/.test(ascii))) ascii = `${ascii}_`;
      if (ascii && used.has(ascii)) {
        let k = 2;
        while (used.has(`${ascii}${k}`)) k++;
        ascii = `${ascii}${k}`;
      }
      this.names.set(original, ascii || `v${this.names.size + 1}`);
    };
    const expr = (e: Expr): void => {
      if ('get' in e) name(e.get);
      else if ('math' in e || 'compare' in e || 'logic' in e) {
        expr(e.a);
        expr(e.b);
      } else if ('not' in e) expr(e.not);
      else if ('random' in e) {
        expr(e.random.min);
        expr(e.random.max);
      }
    };
    for (const s of body) {
      if (s.do === 'set' || s.do === 'change') name(s.name);
      if (s.do === 'set') expr(s.value);
      if (s.do === 'change') expr(s.by);
      if (s.do === 'wait') expr(s.ms);
      if (s.do === 'tone') [s.hz, s.ms].forEach(expr);
      if (s.do === 'buzz') expr(s.hz);
      if (s.do === 'repeat') expr(s.times);
      if (s.do === 'while' || s.do === 'if') expr(s.cond);
      if (s.do === 'repeat' || s.do === 'while' || s.do === 'forever') this.collect(s.body);
      if (s.do === 'if') {
        this.collect(s.then);
        this.collect(s.else ?? []);
      }
    }
  }

  private line(depth: number, text: string): void {
    this.lines.push(`${'    '.repeat(depth)}${text}`);
  }

  expr(e: Expr): string {
    if ('num' in e) return e.num === -2_147_483_648 ? 'INT32_MIN' : String(e.num);
    if ('get' in e) return this.names.get(e.get)!;
    if ('pressed' in e) {
      this.helpers.add('pressed');
      return `pressed(${e.pressed})`;
    }
    if ('math' in e) {
      const a = this.expr(e.a);
      const b = this.expr(e.b);
      const helper = MATH_HELPERS[e.math];
      this.helpers.add(helper);
      return `${helper}(${a}, ${b})`;
    }
    if ('compare' in e) {
      const op = e.compare === '=' ? '==' : e.compare;
      return `(${this.expr(e.a)} ${op} ${this.expr(e.b)})`;
    }
    if ('logic' in e) return `(${this.expr(e.a)} ${e.logic === 'and' ? '&&' : '||'} ${this.expr(e.b)})`;
    if ('not' in e) return `!${this.expr(e.not)}`;
    this.helpers.add('random');
    return `random_between(${this.expr(e.random.min)}, ${this.expr(e.random.max)})`;
  }

  /** An «если» or «пока» question without a second pair of brackets. */
  private condition(e: Expr): string {
    const text = this.expr(e);
    return 'compare' in e || 'logic' in e ? text.slice(1, -1) : text;
  }

  body(list: readonly Statement[], depth: number): void {
    for (const s of list) this.statement(s, depth);
  }

  private block(head: string, body: readonly Statement[], depth: number, comment?: string): void {
    this.line(depth, `${head} {${comment ? `  /* ${comment} */` : ''}`);
    this.body(body, depth + 1);
    this.line(depth, '}');
  }

  statement(s: Statement, depth: number): void {
    switch (s.do) {
      case 'led':
        this.helpers.add(s.on ? 'on' : 'off');
        this.line(depth, `${s.on ? 'led_on' : 'led_off'}(${s.led});`);
        break;
      case 'toggle':
        this.helpers.add('toggle');
        this.line(depth, `led_toggle(${s.led});`);
        break;
      case 'wait':
        this.helpers.add('wait');
        this.line(depth, `wait_ms(${this.expr(s.ms)});${'num' in s.ms ? `  /* ждать ${s.ms.num} мс */` : ''}`);
        break;
      case 'tone':
        this.helpers.add('tone').add('buzz').add('silence').add('wait');
        this.line(depth, `tone(${this.expr(s.hz)}, ${this.expr(s.ms)});`);
        break;
      case 'buzz':
        this.helpers.add('buzz');
        this.line(depth, `buzz(${this.expr(s.hz)});`);
        break;
      case 'silence':
        this.helpers.add('silence');
        this.line(depth, 'silence();');
        break;
      case 'set':
        this.line(depth, `${this.names.get(s.name)} = ${this.expr(s.value)};`);
        break;
      case 'change': {
        this.helpers.add('plus');
        const name = this.names.get(s.name)!;
        this.line(depth, `${name} = plus(${name}, ${this.expr(s.by)});`);
        break;
      }
      case 'forever':
        this.block('for (;;)', s.body, depth, 'повторять всегда');
        break;
      case 'while':
        this.block(`while (${this.condition(s.cond)})`, s.body, depth);
        break;
      case 'repeat': {
        const counter = `i${++this.loops}`;
        this.block(`for (int32_t ${counter} = ${this.expr(s.times)}; ${counter} > 0; ${counter}--)`, s.body, depth, 'повторить');
        break;
      }
      case 'if':
        this.block(`if (${this.condition(s.cond)})`, s.then, depth);
        if (s.else && s.else.length > 0) {
          this.line(depth, 'else {');
          this.body(s.else, depth + 1);
          this.line(depth, '}');
        }
        break;
    }
  }

  text(): string {
    return this.lines.join('\n');
  }
}

const HELPERS: Record<Helper, string> = {
  wait: `/* «ждать»: по 1 мс за раз, потому что _delay_ms хочет число, известное заранее. */
static void wait_ms(int32_t ms)
{
    if (ms < 0 || ms > ${PROGRAM_LIMITS.maxWaitMs}L) halt();  /* на симуляторе такое «ждать» тоже останавливает программу */
    while (ms > 0) {
        _delay_ms(1);
        ms--;
    }
}`,
  on: `static void led_on(uint8_t led) { PORTA |= led; }`,
  off: `static void led_off(uint8_t led) { PORTA &= (uint8_t)~led; }`,
  toggle: `/* Запись единицы в PINA переключает ножку (так умеет ATtiny84A). */
static void led_toggle(uint8_t led) { PINA = led; }`,
  pressed: `/* Нажатая кнопка замыкает ножку на минус: на ножке 0 — значит нажата. */
static int32_t pressed(uint8_t button) { return (PINB & button) == 0; }`,
  buzz: `/*
 * Звук делает таймер 1: в режиме CTC он сам переключает ножку OC1A (PA6) каждые OCR1A + 1 тактов,
 * а программа в это время идёт дальше. Частота: F_CPU / (2 * (OCR1A + 1)).
 */
static void buzz(int32_t hz)
{
    if (hz < ${PROGRAM_LIMITS.minToneHz} || hz > ${PROGRAM_LIMITS.maxToneHz}L) halt();
    OCR1A = (uint16_t)(F_CPU / (2UL * (uint32_t)hz) - 1);
    TCNT1 = 0;
    TCCR1A = (1 << COM1A0);               /* переключать OC1A при совпадении */
    TCCR1B = (1 << WGM12) | (1 << CS10);  /* режим CTC, без делителя */
}`,
  silence: `static void silence(void)
{
    TCCR1B = 0;
    TCCR1A = 0;
    PORTA &= (uint8_t)~BA1;
}`,
  tone: `/* «играть ноту»: звучит, пока не пройдёт ms, потом тишина. */
static void tone(int32_t hz, int32_t ms)
{
    buzz(hz);
    wait_ms(ms);
    silence();
}`,
  plus: `/* Сложение с проверкой: число, которое не влезает в int32_t, останавливает программу, как на симуляторе. */
static int32_t plus(int32_t a, int32_t b) { int32_t r; if (__builtin_add_overflow(a, b, &r)) halt(); return r; }`,
  minus: `static int32_t minus(int32_t a, int32_t b) { int32_t r; if (__builtin_sub_overflow(a, b, &r)) halt(); return r; }`,
  multiply: `static int32_t multiply(int32_t a, int32_t b) { int32_t r; if (__builtin_mul_overflow(a, b, &r)) halt(); return r; }`,
  divide: `/* Деление нацело; на ноль делить нельзя — программа останавливается. */
static int32_t divide(int32_t a, int32_t b) { if (b == 0 || (a == INT32_MIN && b == -1)) halt(); return a / b; }`,
  modulo: `static int32_t modulo(int32_t a, int32_t b) { if (b == 0) halt(); return b == -1 ? 0 : a % b; }`,
  random: `/* Случайное число от min до max включительно. */
static int32_t random_between(int32_t min, int32_t max)
{
    if (min > max) { int32_t t = min; min = max; max = t; }
    return (int32_t)(min + (int64_t)((uint32_t)random() % (uint32_t)((int64_t)max - min + 1)));
}`,
};

const ORDER = Object.keys(HELPERS) as Helper[];
/** Helpers that stop the chip on an error, as the simulator stops the program. */
const CALL_HALT: readonly Helper[] = ['wait', 'buzz', 'plus', 'minus', 'multiply', 'divide', 'modulo'];

/** Keeps a title inside a C comment whatever it holds. */
const commentSafe = (text: string) => text.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ');

export function programToC(program: McuProgram, title: string): string {
  const writer = new Writer(program);
  writer.body(program.body, 1);
  const main = writer.text();
  const { leds, buzzer, buttons } = BOARD;
  const mask = (bit: number) => `(1 << ${bit})`;
  const out: string[] = [];
  out.push(`/*
 * «${commentSafe(title)}» — программа из блоков, переведённая на язык C.
 * Микросхема ${BOARD.chip}, ${BOARD.clockHz / 1_000_000} МГц (заводская настройка: 8 МГц, делённые на 8).
 * Собрать и записать (программатор USBasp):
 *   avr-gcc -mmcu=attiny84a -DF_CPU=1000000UL -Os -o program.elf program.c
 *   avr-objcopy -O ihex program.elf program.hex
 *   avrdude -c usbasp -p t84 -U flash:w:program.hex
 */
#ifndef F_CPU
#define F_CPU 1000000UL
#endif

#include <avr/io.h>
#include <stdint.h>
#include <util/delay.h>${writer.helpers.has('random') ? '\n#include <stdlib.h>' : ''}

/* Детали школьной платы: светодиоды через 330 Ом на минус, горят, когда на ножке 1. */`);
  for (const led of LED_NAMES) {
    out.push(`#define ${led} ${mask(leds[led].bit)}  /* P${leds[led].port}${leds[led].bit}, ножка ${leds[led].chipPin} */`);
  }
  out.push(`#define ${buzzer.name} ${mask(buzzer.bit)}  /* зуммер на P${buzzer.port}${buzzer.bit} = OC1A, ножка ${buzzer.chipPin} */`);
  for (const [name, button] of Object.entries(buttons)) {
    out.push(`#define ${name} ${mask(button.bit)}  /* кнопка на P${button.port}${button.bit}, ножка ${button.chipPin} */`);
  }
  if (writer.names.size > 0) {
    out.push('', '/* Переменные программы (в блоках у них русские имена). */');
    for (const [original, name] of writer.names) out.push(`static int32_t ${name} = 0;  /* «${commentSafe(original)}» */`);
  }
  // halt only when a helper calls it: an unused static function is an error under -Wall -Werror.
  if (CALL_HALT.some((helper) => writer.helpers.has(helper))) out.push(`
/* Ошибка, которая на симуляторе останавливает программу: звук выключается, микросхема замирает. */
static void halt(void) __attribute__((noreturn));
static void halt(void)
{
    TCCR1B = 0;
    TCCR1A = 0;
    PORTA &= (uint8_t)~${buzzer.name};
    for (;;) {
    }
}`);
  for (const helper of ORDER) if (writer.helpers.has(helper)) out.push('', HELPERS[helper]);
  out.push(`
int main(void)
{
    /* Ножки светодиодов и зуммера — выходы, на них 0. */
    DDRA = ${[...LED_NAMES, buzzer.name].join(' | ')};
    PORTA = 0;
    /* Ножки кнопок — входы с подтяжкой к плюсу. */
    DDRB = 0;
    PORTB = ${Object.keys(buttons).join(' | ')};

${main}

    /* Блоки кончились: микросхема стоит, светодиоды остаются как были. */
    for (;;) {
    }
}
`);
  return out.join('\n');
}
