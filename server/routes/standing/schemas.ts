import { Type } from '@sinclair/typebox';
import { Level } from '../../schemas/common';

// Diamonds, rating, levels and leaderboards, checked against domain/standing.ts
// in server/schemas/contract.ts.

const Month = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' });

export const Leader = Type.Object({
  place: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  photo: Type.String(),
  level: Level,
  rating: Type.Integer(),
  isMe: Type.Boolean(),
});

/** `place` is null for teachers and admins: only pupils are ranked. */
export const OwnPlace = Type.Object({ place: Type.Union([Type.Integer(), Type.Null()]), rating: Type.Integer(), hidden: Type.Boolean() });

export const LeaderboardReply = Type.Object({
  data: Type.Array(Leader),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  count: Type.Integer(),
  me: OwnPlace,
});

export const Top3Reply = Type.Object({ data: Type.Array(Leader) });

export const MonthStatsReply = Type.Object({
  month: Month,
  endsAt: Type.Integer(),
  leaders: Type.Array(Leader),
  me: Type.Object({
    place: Type.Union([Type.Integer(), Type.Null()]),
    monthRating: Type.Integer(),
    approvedProjects: Type.Integer(),
  }),
});

export const Placed = Type.Object({
  userId: Type.Integer(),
  firstName: Type.String(),
  photo: Type.String(),
  level: Level,
  rating: Type.Integer(),
});
const PlacedOrNone = Type.Union([Placed, Type.Null()]);

export const HistoryEntry = Type.Object({
  date: Month,
  firstPlace: PlacedOrNone,
  secondPlace: PlacedOrNone,
  thirdPlace: PlacedOrNone,
});
export const HistoryReply = Type.Object({ data: Type.Array(HistoryEntry) });

export const Achievement = Type.Object({
  date: Month,
  place: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  title: Type.String(),
});

export const RatingReply = Type.Object({ data: Type.Object({ rating: Type.Integer() }), achievements: Type.Array(Achievement) });
export const UserRatingReply = Type.Object({ rating: Type.Integer() });
export const DiamondReply = Type.Object({ count: Type.Integer() });
export const BuyLevelReply = Type.Object({ message: Type.String(), level: Level, diamonds: Type.Integer() });
export const LeaderboardVisibilityBody = Type.Object({ hidden: Type.Boolean() });

