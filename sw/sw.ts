/// <reference lib="webworker" />
import { installMediaRanges } from './media';
import { installPrecache } from './precache';
import { installNavigation } from './navigation';
import { installOutboxSync } from './outbox-sync';
import { installOwnData } from './own-data';
import { installPush } from './push';
import { installUpdate } from './update';

// Only wiring: each module does one job.
declare const self: ServiceWorkerGlobalScope;

// Routes match in the order they are registered: ranges of precached videos before the precache.
installMediaRanges();
// `self.__WB_MANIFEST` must appear literally here: the build injects the precache list in its place.
installPrecache(self.__WB_MANIFEST);
installNavigation();
installOwnData(self);
installUpdate(self);
installOutboxSync(self);
installPush(self);
