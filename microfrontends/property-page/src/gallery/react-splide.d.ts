// @splidejs/react-splide 0.7 ships its types, but its package "exports" map does not lead to them,
// so NodeNext resolution cannot find them: the part this remote uses, declared after them.
declare module '@splidejs/react-splide' {
  import type { Options, Splide as SplideCore } from '@splidejs/splide';
  import type { Component, FC, HTMLAttributes, JSX, ReactNode } from 'react';

  export type { Options };

  export interface SplideProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'onScroll' | 'onDrag'> {
    options?: Options;
    hasTrack?: boolean;
    tag?: 'div' | 'section' | 'header' | 'footer' | 'nav';
    children?: ReactNode;
    onMounted?: (splide: SplideCore) => void;
    onDestroy?: (splide: SplideCore) => void;
    onMove?: (splide: SplideCore, index: number, prev: number, dest: number) => void;
    onMoved?: (splide: SplideCore, index: number, prev: number, dest: number) => void;
    onActive?: (splide: SplideCore, slide: unknown) => void;
  }

  export class Splide extends Component<SplideProps> {
    splide: SplideCore | undefined;
    componentDidMount(): void;
    componentWillUnmount(): void;
    sync(splide: SplideCore): void;
    go(control: number | string): void;
  }

  export const SplideSlide: FC<JSX.IntrinsicElements['li']>;
}

declare module '@splidejs/react-splide/css/core';
