import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion's `m` components animate only inside this scope, whose features are downloaded when it first
 * mounts (LazyMotion), so motion costs the first load only the small `m` renderer. Animations follow the
 * person's "reduce motion" setting (transforms are skipped, fades kept).
 */
export function MotionScope({ drag = false, children }: { drag?: boolean; children: ReactNode }) {
  return (
    <LazyMotion features={drag ? loadDragFeatures : loadAnimationFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const loadAnimationFeatures = () => import('./animation-features').then((mod) => mod.default);
const loadDragFeatures = () => import('./drag-features').then((mod) => mod.default);
