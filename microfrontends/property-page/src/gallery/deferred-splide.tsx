import { Splide } from '@splidejs/react-splide';
import { whenIdle } from '@immo/kit';
import { IDLE_TIMEOUT_MS } from './use-when-idle.js';

/**
 * Splide's React slider whose set-up (its DOM rewrites and layout reads, the longest part of the
 * gallery's first task) runs once the browser is idle rather than in the task that commits the page.
 * Until then its markup is on view as React wrote it (`is-rendered`: the first slide shown, the others
 * clipped beside it, gallery.css); Splide then sets up on those same elements, so the photo on screen
 * is neither replaced nor faded in again.
 */
export class DeferredSplide extends Splide {
  private cancelSetUp: (() => void) | undefined;

  override componentDidMount(): void {
    this.cancelSetUp = whenIdle(() => {
      this.cancelSetUp = undefined;
      super.componentDidMount();
    }, IDLE_TIMEOUT_MS);
  }

  override componentWillUnmount(): void {
    this.cancelSetUp?.();
    this.cancelSetUp = undefined;
    super.componentWillUnmount();
  }
}
