// The physics of the kit's parts: Shockley LEDs fitted to the catalogue's forward
// voltage, Ebers–Moll NPNs with the catalogue's beta, and SPICE's junction voltage limiting
// (docs/decisions/0236-led-and-transistor-models-of-the-kit.md).
import { LEDS, type LedColor, TRANSISTORS, type TransistorModel } from './document';

/** Thermal voltage at room temperature. */
export const THERMAL_VOLTS = 0.02585;
/** A closed switch or a pressed button. */
export const CLOSED_SWITCH_OHMS = 0.05;
/** Conductance from every node to ground and across every junction, so nothing floats. */
export const GMIN = 1e-12;

/** The current at which LEDS[color].volts is the forward voltage. */
export const LED_RATED_AMPS = 0.02;
/** Emission coefficient of the LEDs' junction. */
export const LED_EMISSION = 2;
/** Series resistance of an LED (its leads and bulk). */
export const LED_SERIES_OHMS = 2;

export interface JunctionModel {
  /** Saturation current. */
  saturation: number;
  /** Emission coefficient × thermal voltage. */
  nvt: number;
  /** SPICE's critical voltage above which limiting starts. */
  critical: number;
}

function junction(saturation: number, emission: number): JunctionModel {
  const nvt = emission * THERMAL_VOLTS;
  return { saturation, nvt, critical: nvt * Math.log(nvt / (Math.SQRT2 * saturation)) };
}

/** The LED's junction, with the saturation current that gives LEDS[color].volts at 20 мА across junction and series resistance. */
export function ledJunction(color: LedColor): JunctionModel {
  const junctionVolts = LEDS[color].volts - LED_RATED_AMPS * LED_SERIES_OHMS;
  const nvt = LED_EMISSION * THERMAL_VOLTS;
  return junction(LED_RATED_AMPS / Math.expm1(junctionVolts / nvt), LED_EMISSION);
}

export interface NpnModel {
  junction: JunctionModel;
  betaForward: number;
  betaReverse: number;
}

/** Small-signal NPNs of the kit: saturation currents of their datasheet SPICE models, order of magnitude. */
const NPN_SATURATION: Record<TransistorModel, number> = { bc547: 1.8e-14, bc337: 4e-14 };
const NPN_BETA_REVERSE = 5;

export function npnModel(model: TransistorModel): NpnModel {
  return {
    junction: junction(NPN_SATURATION[model], 1),
    betaForward: TRANSISTORS[model].beta,
    betaReverse: NPN_BETA_REVERSE,
  };
}

/** Above this the exponential is continued by its tangent, so a wild Newton guess cannot overflow. */
const MAX_EXPONENT = 80;

/** Junction current and its derivative at `volts`. */
export function junctionCurrent(model: JunctionModel, volts: number): { amps: number; siemens: number } {
  const exponent = volts / model.nvt;
  if (exponent > MAX_EXPONENT) {
    const top = Math.exp(MAX_EXPONENT);
    const siemens = (model.saturation * top) / model.nvt;
    return { amps: model.saturation * (top - 1) + siemens * (volts - MAX_EXPONENT * model.nvt), siemens };
  }
  const e = Math.exp(exponent);
  return { amps: model.saturation * (e - 1), siemens: (model.saturation * e) / model.nvt };
}

/** SPICE's pnjlim: a junction's new voltage moved at most about logarithmically from the old one. */
export function limitJunction(model: JunctionModel, proposed: number, previous: number): number {
  if (proposed > model.critical && Math.abs(proposed - previous) > 2 * model.nvt) {
    if (previous > 0) {
      const arg = 1 + (proposed - previous) / model.nvt;
      return arg > 0 ? previous + model.nvt * Math.log(arg) : model.critical;
    }
    return model.nvt * Math.log(proposed / model.nvt);
  }
  return proposed;
}

export interface NpnCurrents {
  /** Into the collector. */
  collector: number;
  /** Into the base. */
  base: number;
  collectorByVbe: number;
  collectorByVbc: number;
  baseByVbe: number;
  baseByVbc: number;
}

/** Ebers–Moll, transport form, with GMIN across both junctions. */
export function npnCurrents(model: NpnModel, vbe: number, vbc: number): NpnCurrents {
  const forward = junctionCurrent(model.junction, vbe);
  const reverse = junctionCurrent(model.junction, vbc);
  const reverseShare = 1 + 1 / model.betaReverse;
  return {
    collector: forward.amps - reverse.amps * reverseShare - GMIN * vbc,
    base: forward.amps / model.betaForward + reverse.amps / model.betaReverse + GMIN * (vbe + vbc),
    collectorByVbe: forward.siemens,
    collectorByVbc: -reverse.siemens * reverseShare - GMIN,
    baseByVbe: forward.siemens / model.betaForward + GMIN,
    baseByVbc: reverse.siemens / model.betaReverse + GMIN,
  };
}
