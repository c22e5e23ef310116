// The block editor of «Микроконтроллеры» (docs/product.md; docs/decisions/0268-the-block-editor-is-blockly.md):
// Blockly with our blocks, the Russian locale, the app's colours and big touch targets. On a phone
// a tap on a block in the toolbox adds it to the program (children struggle to drag); dragging
// still works. The rest of the app sees only McuEditor and our program form.
import * as Blockly from 'blockly/core';
import * as ru from 'blockly/msg/ru';
import type { McuProgram } from '../../../domain/mcu/program';
import type { McuToolboxGroup } from '../../../domain/mcu/tasks';
import { BLOCK, BLOCK_TITLES } from './block-types';
import { defineMcuBlocks } from './blocks';
import { programToState, stateToProgram, type ReadProgram, type WorkspaceState } from './program-state';
import { withBlocklyStyles } from './styles';
import { CREATE_VARIABLE, toolboxOf } from './toolbox';
import './editor.css';

export type { ReadProgram } from './program-state';

let ready = false;
function prepare() {
  if (ready) return;
  ready = true;
  Blockly.setLocale(ru as unknown as Record<string, string>);
  defineMcuBlocks();
}

/** The program under «при запуске» of any workspace (also a headless one). */
export function workspaceToProgram(workspace: Blockly.Workspace): ReadProgram {
  return stateToProgram(Blockly.serialization.workspaces.save(workspace) as WorkspaceState);
}

/** Replaces the workspace's blocks with the program's. */
export function programToWorkspace(workspace: Blockly.Workspace, program: McuProgram) {
  prepare();
  Blockly.serialization.workspaces.load(programToState(program) as Parameters<typeof Blockly.serialization.workspaces.load>[0], workspace);
}

/** A workspace with no screen, for tests and for reading a saved draft. */
export function headlessWorkspace() {
  prepare();
  return new Blockly.Workspace();
}

/** Where a block tapped in the toolbox goes. */
export type TapTarget = { kind: 'end' } | { kind: 'after' | 'inside'; title: string };

export interface McuEditorOptions {
  groups: readonly McuToolboxGroup[];
  /** Every change the pupil makes to the blocks (not scrolling or selecting). */
  onChange(): void;
  onTargetChange?(target: TapTarget): void;
}

export interface McuEditor {
  read(): ReadProgram;
  load(program: McuProgram): void;
  /** Blockly's own JSON of the workspace, loose blocks included: the pupil's draft. */
  saveDraft(): unknown;
  /** False when the draft cannot be read (then the workspace is as it was). */
  loadDraft(draft: unknown): boolean;
  /** Selects a block and scrolls to it: where an error is. */
  point(blockId: string): void;
  dispose(): void;
}

const THEME = {
  name: 'robotics-school',
  base: Blockly.Themes.Classic,
  componentStyles: {
    workspaceBackgroundColour: '#f3f5fb',
    toolboxBackgroundColour: '#ffffff',
    toolboxForegroundColour: '#1b2559',
    flyoutBackgroundColour: '#dde2f0',
    flyoutForegroundColour: '#1b2559',
    flyoutOpacity: 0.97,
    scrollbarColour: '#9aa4c6',
    scrollbarOpacity: 0.7,
    insertionMarkerColour: '#1b2559',
    insertionMarkerOpacity: 0.3,
    cursorColour: '#ff8a00',
    selectedGlowColour: '#ff8a00',
  },
  fontStyle: { family: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif", weight: '600', size: 13 },
  startHats: true,
};

/** Blocks with a place for other blocks inside them. */
const C_BLOCKS = new Set<string>([BLOCK.repeat, BLOCK.forever, BLOCK.while, BLOCK.if, BLOCK.ifElse]);

const canConnect = (a: Blockly.Connection | null, b: Blockly.Connection) =>
  !!a && a.getConnectionChecker().canConnect(a, b, false);

function lastInChain(first: Blockly.Block) {
  let last = first;
  for (let next = last.getNextBlock(); next; next = next.getNextBlock()) last = next;
  return last;
}

/** Puts `block` at the end of the statements inside `parent`'s first (or last) statement input. */
function appendInside(parent: Blockly.Block, block: Blockly.Block, which: 'first' | 'last') {
  const inputs = parent.inputList.filter((input) => input.type === Blockly.inputs.inputTypes.STATEMENT);
  const input = which === 'first' ? inputs[0] : inputs.at(-1);
  const connection = input?.connection;
  if (!connection || !block.previousConnection) return false;
  const first = connection.targetBlock();
  const parentConnection = first ? lastInChain(first).nextConnection : connection;
  if (!canConnect(parentConnection, block.previousConnection)) return false;
  if (!parentConnection) return false;
  parentConnection.connect(block.previousConnection);
  return true;
}

function appendAfter(anchor: Blockly.Block, block: Blockly.Block) {
  if (!anchor.nextConnection || !block.previousConnection) return false;
  const rest = anchor.getNextBlock();
  if (rest) rest.unplug(false);
  anchor.nextConnection.connect(block.previousConnection);
  if (rest) {
    const tail = lastInChain(block).nextConnection;
    if (tail && rest.previousConnection) tail.connect(rest.previousConnection);
  }
  return true;
}

function appendToProgram(workspace: Blockly.Workspace, block: Blockly.Block) {
  const start = workspace.getBlocksByType(BLOCK.start, false)[0];
  if (!start) return false;
  const last = lastInChain(start);
  if (last.nextConnection) return appendAfter(last, block);
  // «повторять всегда» ends the program: what comes after goes inside it.
  return appendInside(last, block, 'last');
}

/** A value block goes into the selected block's first empty (or only-a-number) slot. */
function fillSlot(host: Blockly.Block | null, block: Blockly.Block) {
  if (!host || !block.outputConnection) return false;
  for (const input of host.inputList) {
    const connection = input.connection;
    if (input.type !== Blockly.inputs.inputTypes.VALUE || !connection) continue;
    const inside = connection.targetBlock();
    if (inside && !inside.isShadow()) continue;
    if (!canConnect(connection, block.outputConnection)) continue;
    connection.connect(block.outputConnection);
    return true;
  }
  return false;
}

/** How long a tapped block waits for Blockly's gesture to end before it is placed anyway. */
const TAP_SETTLE_MS = 600;

export function createMcuEditor(container: HTMLElement, options: McuEditorOptions): McuEditor {
  prepare();
  let target: { kind: 'end' } | { kind: 'after' | 'inside'; id: string } = { kind: 'end' };
  let selectedId: string | undefined;
  let quiet = false;
  /** Blocks a finger or the mouse has dragged: they stay where they were dropped. */
  const dragged = new Set<string>();
  /** Blocks made from the toolbox and not yet placed or dropped. */
  const tapping = new Set<string>();

  const describe = (): TapTarget => {
    if (target.kind === 'end') return target;
    const block = workspace.getBlockById(target.id);
    return block ? { kind: target.kind, title: BLOCK_TITLES[block.type] ?? '' } : { kind: 'end' };
  };
  const setTarget = (next: typeof target) => {
    target = next;
    options.onTargetChange?.(describe());
  };

  /** The next tapped block goes after this one, or inside it when it has a place for blocks. */
  const aimAt = (block: Blockly.Block) => {
    selectedId = block.id;
    if (block.type === BLOCK.start) setTarget({ kind: 'end' });
    else if (C_BLOCKS.has(block.type)) setTarget({ kind: 'inside', id: block.id });
    else if (block.previousConnection) setTarget({ kind: 'after', id: block.id });
  };

  const placeTapped = (block: Blockly.BlockSvg) => {
    const anchor = target.kind === 'end' ? null : workspace.getBlockById(target.id);
    let placed = false;
    if (block.outputConnection) {
      placed = fillSlot(selectedId ? workspace.getBlockById(selectedId) : null, block);
    } else if (anchor && target.kind === 'inside') {
      placed = appendInside(anchor, block, 'first');
    } else if (anchor && target.kind === 'after') {
      placed = appendAfter(anchor, block);
    }
    if (!placed && !block.outputConnection) placed = appendToProgram(workspace, block);
    if (!placed) {
      // Nowhere to snap: it waits beside the program, in sight.
      const bounds = workspace.getBlocksBoundingBox();
      block.moveTo(new Blockly.utils.Coordinate(bounds.right + 24, bounds.top));
    }
    workspace.scrollBoundsIntoView(block.getBoundingRectangle(), 24);
  };

  class TapFlyout extends Blockly.VerticalFlyout {
    override createBlock(original: Blockly.BlockSvg): Blockly.BlockSvg {
      const block = super.createBlock(original);
      // A tap creates the block as the finger lifts; a drag creates it with the finger still down
      // and moves it. Once no gesture is going on (a phone's emulated mouse events may still
      // follow a tap), or after a moment whatever Blockly says, a block joined to nothing and
      // still where it was made was tapped; one that moved was dragged and stays where dropped.
      const madeAt = block.getRelativeToSurfaceXY();
      const since = performance.now();
      const settle = () => {
        if (block.isDisposed()) return void tapping.delete(block.id);
        if (!block.getParent() && Blockly.Gesture.inProgress() && performance.now() - since < TAP_SETTLE_MS) return void setTimeout(settle, 50);
        tapping.delete(block.id);
        const at = block.getRelativeToSurfaceXY();
        const moved = Math.abs(at.x - madeAt.x) > 2 || Math.abs(at.y - madeAt.y) > 2;
        const tapped = !block.getParent() && !moved && !(dragged.has(block.id) && Blockly.Gesture.inProgress());
        if (tapped) placeTapped(block);
        // The selection Blockly made while the block was on its way, now that it has its place.
        aimAt(block);
      };
      tapping.add(block.id);
      setTimeout(settle, 0);
      return block;
    }
  }

  container.classList.add('mcu-blockly');
  const narrow = container.clientWidth < 600;
  const workspace = withBlocklyStyles(() =>
    Blockly.inject(container, {
      toolbox: toolboxOf(options.groups),
      renderer: 'zelos',
      theme: Blockly.Theme.defineTheme(THEME.name, THEME),
      media: '/blockly/',
      sounds: false,
      trashcan: true,
      maxInstances: { [BLOCK.start]: 1 },
      move: { scrollbars: true, drag: true, wheel: true },
      zoom: { controls: true, wheel: false, pinch: true, startScale: narrow ? 0.68 : 0.95, maxScale: 2, minScale: 0.4, scaleSpeed: 1.2 },
      plugins: { flyoutsVerticalToolbox: TapFlyout },
    }),
  );
  workspace.registerButtonCallback(CREATE_VARIABLE, (button) => Blockly.Variables.createVariableButtonHandler(button.getTargetWorkspace()));
  // A block lying apart from «при запуске» is greyed: it is not part of the program.
  workspace.addChangeListener(Blockly.Events.disableOrphans);
  workspace.addChangeListener((event) => {
    if (event.type === Blockly.Events.BLOCK_DRAG) {
      const drag = event as Blockly.Events.BlockDrag;
      if (drag.isStart && drag.blockId) dragged.add(drag.blockId);
      return;
    }
    if (event.type === Blockly.Events.SELECTED) {
      const id = (event as Blockly.Events.Selected).newElementId;
      const block = id ? workspace.getBlockById(id) : null;
      // Blockly selects a block it just made from the toolbox: the next tap still goes where this one does.
      if (block && !tapping.has(block.id)) aimAt(block);
      return;
    }
    if (event.type === Blockly.Events.CLICK && (event as Blockly.Events.Click).targetType === 'workspace') {
      selectedId = undefined;
      setTarget({ kind: 'end' });
      return;
    }
    if (event.isUiEvent || quiet) return;
    if (target.kind !== 'end' && !workspace.getBlockById(target.id)) setTarget({ kind: 'end' });
    options.onChange();
  });

  const observer = new ResizeObserver(() => Blockly.svgResize(workspace));
  observer.observe(container);

  const quietly = (run: () => void) => {
    quiet = true;
    try {
      run();
    } finally {
      // Blockly fires the load's events after this tick: they stay quiet too.
      setTimeout(() => (quiet = false), 0);
    }
  };

  return {
    read: () => workspaceToProgram(workspace),
    load(program) {
      quietly(() => programToWorkspace(workspace, program));
      setTarget({ kind: 'end' });
    },
    saveDraft: () => Blockly.serialization.workspaces.save(workspace),
    loadDraft(draft) {
      if (!draft || typeof draft !== 'object') return false;
      const before = Blockly.serialization.workspaces.save(workspace);
      try {
        quietly(() => Blockly.serialization.workspaces.load(draft as Parameters<typeof Blockly.serialization.workspaces.load>[0], workspace));
        if (workspace.getBlocksByType(BLOCK.start, false).length !== 1) throw new Error('no start');
        setTarget({ kind: 'end' });
        return true;
      } catch {
        quietly(() => Blockly.serialization.workspaces.load(before, workspace));
        return false;
      }
    },
    point(blockId) {
      const block = workspace.getBlockById(blockId);
      if (!block) return;
      block.select();
      workspace.scrollBoundsIntoView(block.getBoundingRectangle(), 24);
    },
    dispose() {
      observer.disconnect();
      workspace.dispose();
    },
  };
}
