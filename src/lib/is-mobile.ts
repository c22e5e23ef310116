import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '../../domain/constants';

export interface DeviceHints {
  userAgent: string;
  maxTouchPoints: number;
  width: number;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Mobile is told by user agent, touch and a width up to 768 px. A narrow window is
 * mobile whatever the device; a wide one is mobile only for a touch device with a mobile agent
 * (a tablet).
 */
export function detectMobile({ userAgent, maxTouchPoints, width }: DeviceHints): boolean {
  if (width <= MOBILE_MAX_WIDTH) return true;
  return MOBILE_AGENT.test(userAgent) && maxTouchPoints > 0;
}

function currentHints(): DeviceHints {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, width: window.innerWidth };
}

/** Whether this device counts as mobile right now (outside React). */
export function isMobileNow(): boolean {
  return detectMobile(currentHints());
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => detectMobile(currentHints()));
  useEffect(() => {
    const update = () => setMobile(detectMobile(currentHints()));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
