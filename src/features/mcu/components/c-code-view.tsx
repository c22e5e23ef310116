import { programToC } from '../../../../domain/mcu/c-code';
import { parseProgram } from '../../../../domain/mcu/validate';
import { saveFile } from '../../../lib/save-file';
import type { ReadProgram } from '../../../lib/blockly/workspace';

/** The C file's name: latin letters only, so every computer and the club's programmer accept it. */
export const cFileName = (taskId: number) => `mcu-task-${taskId}.c`;

/** «Код на C»: the same program as text, as it is written into the real chip. */
export function CCodeView({ read, taskId, title }: { read: ReadProgram | undefined; taskId: number; title: string }) {
  const parsed = read?.ok ? parseProgram(read.program) : undefined;
  const problem = !read ? undefined : !read.ok ? read.message : parsed && !parsed.ok ? parsed.message : undefined;
  const code = parsed?.ok ? programToC(parsed.program, title) : undefined;
  return (
    <section className="mcu-code" aria-labelledby="mcu-code-title">
      <h3 id="mcu-code-title" className="mcu-code__title">
        Код на C
      </h3>
      <p className="mcu-code__lead">
        Это та же программа, только текстом — на языке C. Такой текст записывают в настоящий микроконтроллер на плате.
      </p>
      {problem && <p className="banner banner--error">{problem}</p>}
      {code !== undefined && (
        <>
          <pre className="mcu-code__text" tabIndex={0} aria-label="Программа на языке C">
            <code>{code}</code>
          </pre>
          <button type="button" className="button button--secondary button--small" onClick={() => saveFile(new Blob([code], { type: 'text/x-csrc' }), cFileName(taskId))}>
            Скачать .c
          </button>
        </>
      )}
    </section>
  );
}
