/// <reference lib="webworker" />
import { installPrecache } from './precache';
import { installNavigation } from './navigation';
import { installUpdate } from './update';

// Only wiring: each module does one job.
declare const self: ServiceWorkerGlobalScope;

// `self.__WB_MANIFEST` must appear literally here: the build injects the precache list in its place.
installPrecache(self.__WB_MANIFEST);
installNavigation();
installUpdate(self);
