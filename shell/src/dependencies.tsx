import { defaultEpicDependencies, type EpicDependencies } from '@immo/kit';
import { createContext, useContext } from 'react';

/**
 * The same ports the epics receive (api, now…), for the shell's components: one set of fakes in
 * tests drives both.
 */
export const DependenciesContext = createContext<EpicDependencies>(defaultEpicDependencies());

export const useDependencies = (): EpicDependencies => useContext(DependenciesContext);
