import type { ComponentType } from 'react';
import type { CommentBlockProps } from '../features/comments/components/comment-block';
import { later } from './later';

/**
 * The comment block (features/comments) as pages place it: below the page's own content, so its
 * code comes once the page is on screen (app/later.tsx).
 */
export const Comments: ComponentType<CommentBlockProps> = later(() =>
  import('../features/comments/components/comment-block').then((m) => m.CommentBlock),
);
