import { queryKeys, useQuery } from '../../../lib/query';
import { getChild, getChildren } from '../api/family-api';

export const useChildren = () => useQuery({ queryKey: queryKeys.family.children, queryFn: ({ signal }) => getChildren(signal) });

export const useChild = (id: number) => useQuery({ queryKey: queryKeys.family.child(id), queryFn: ({ signal }) => getChild(id, signal) });
