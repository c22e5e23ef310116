import type { Migration } from 'kysely';
import * as m0001 from './0001-users';
import * as m0002 from './0002-submissions';
import * as m0003 from './0003-comments';
import * as m0004 from './0004-progress';
import * as m0005 from './0005-learning';
import * as m0006 from './0006-account';
import * as m0007 from './0007-login-delays';
import * as m0008 from './0008-submission-photo-hash';
import * as m0009 from './0009-scale-aggregates';
import * as m0010 from './0010-classes';
import * as m0011 from './0011-review-conversation';
import * as m0012 from './0012-families';
import * as m0013 from './0013-staff-list-days';
import * as m0014 from './0014-people-by-word-prefix';
import * as m0015 from './0015-build-progress-tick-times';
import * as m0016 from './0016-staff-find-surnames';
import * as m0017 from './0017-board-index-covers-consent';
import * as m0018 from './0018-outbox';
import * as m0019 from './0019-user-words-triggers-older-sqlite-reads';
import * as m0020 from './0020-lesson-attempts-and-badges';
import * as m0021 from './0021-permits-attendance-task-review';
import * as m0022 from './0022-badges-on-the-user';
import * as m0023 from './0023-task-solution-photo';
import * as m0024 from './0024-lab-circuits';
import * as m0026 from './0026-lab-practice-passes';
import * as m0027 from './0027-mcu-task-passes';
import * as m0028 from './0028-class-gallery';
import * as m0030 from './0030-class-assignments-and-announcements';
import * as m0031 from './0031-push-subscriptions';
import * as m0032 from './0032-month-ties-by-day';
import * as m0033 from './0033-rating-ties-by-id-block';

/** Every migration, in order. Names are part of the database's history: never rename one. */
export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-submissions': m0002,
  '0003-comments': m0003,
  '0004-progress': m0004,
  '0005-learning': m0005,
  '0006-account': m0006,
  '0007-login-delays': m0007,
  '0008-submission-photo-hash': m0008,
  '0009-scale-aggregates': m0009,
  '0010-classes': m0010,
  '0011-review-conversation': m0011,
  '0012-families': m0012,
  '0013-staff-list-days': m0013,
  '0014-people-by-word-prefix': m0014,
  '0015-build-progress-tick-times': m0015,
  '0016-staff-find-surnames': m0016,
  '0017-board-index-covers-consent': m0017,
  '0018-outbox': m0018,
  '0019-user-words-triggers-older-sqlite-reads': m0019,
  '0020-lesson-attempts-and-badges': m0020,
  '0021-permits-attendance-task-review': m0021,
  '0022-badges-on-the-user': m0022,
  '0023-task-solution-photo': m0023,
  '0024-lab-circuits': m0024,
  '0026-lab-practice-passes': m0026,
  '0027-mcu-task-passes': m0027,
  '0028-class-gallery': m0028,
  '0030-class-assignments-and-announcements': m0030,
  '0031-push-subscriptions': m0031,
  '0032-month-ties-by-day': m0032,
  '0033-rating-ties-by-id-block': m0033,
};
