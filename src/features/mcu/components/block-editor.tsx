import { useEffect, useRef, useState, type RefObject } from 'react';
import { createMcuEditor, type McuEditor, type TapTarget } from '../../../lib/blockly/workspace';
import type { McuProgram } from '../../../../domain/mcu/program';
import type { McuToolboxGroup } from '../../../../domain/mcu/tasks';

function hintOf(target: TapTarget) {
  if (target.kind === 'inside') return `Нажатый блок встанет внутрь «${target.title}».`;
  if (target.kind === 'after') return `Нажатый блок встанет после «${target.title}».`;
  return 'Нажми на блок в меню — он встанет в конец программы. Блоки можно и перетаскивать.';
}

export interface BlockEditorProps {
  groups: readonly McuToolboxGroup[];
  starter: McuProgram;
  /** What the pupil left last time (Blockly's JSON), or undefined: then the task's starter. */
  draft: unknown;
  onDraft(draft: unknown): void;
  editorRef: RefObject<McuEditor | null>;
}

/** The workspace of blocks; its toolbox shows only the task's groups. */
export function BlockEditor({ groups, starter, draft, onDraft, editorRef }: BlockEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState(() => hintOf({ kind: 'end' }));
  // The editor is made once per task: the first values are the ones it opens with.
  const first = useRef({ groups, starter, draft, onDraft });
  useEffect(() => {
    first.current.onDraft = onDraft;
  }, [onDraft]);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const { groups: toolbox, starter: program, draft: saved } = first.current;
    const editor = createMcuEditor(element, {
      groups: toolbox,
      onChange: () => first.current.onDraft(editor.saveDraft()),
      onTargetChange: (target) => setHint(hintOf(target)),
    });
    if (saved === undefined || !editor.loadDraft(saved)) editor.load(program);
    editorRef.current = editor;
    // Blockly reports a change a moment later (its events wait for the next task): a page closed
    // or reloaded right after a number is typed keeps the number all the same.
    const keep = () => first.current.onDraft(editor.saveDraft());
    const hidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
      editorRef.current = null;
      editor.dispose();
    };
  }, [editorRef]);

  return (
    <div className="mcu-editor">
      <div ref={host} className="mcu-editor__workspace" role="region" aria-label="Программа из блоков" />
      <p className="mcu-editor__hint">{hint}</p>
    </div>
  );
}
