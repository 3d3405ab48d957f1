import 'reflect-metadata';
import type { UseCases } from '@immo/http-koa';
import { Container } from 'inversify';
import type { Ports } from './ports.js';
import { USE_CASE_CLASSES } from './use-cases/use-case-classes.js';

export const TOKENS = {
  Ports: Symbol.for('immo.Ports'),
  UseCases: Symbol.for('immo.UseCases'),
} as const;

/**
 * The container: the ports as one constant, each use case a singleton built by a factory from
 * them (core stays free of decorators), and the registry of use cases the HTTP adapter routes to.
 */
type UseCaseClass = new (ports: Ports) => object;

export function buildContainer(ports: Ports): Container {
  const container = new Container();
  const classes = Object.entries(USE_CASE_CLASSES) as [string, UseCaseClass][];
  container.bind<Ports>(TOKENS.Ports).toConstantValue(ports);
  for (const [, UseCaseClass] of classes) {
    container
      .bind<object>(UseCaseClass)
      .toDynamicValue((context) => new UseCaseClass(context.get<Ports>(TOKENS.Ports)))
      .inSingletonScope();
  }
  container
    .bind<UseCases>(TOKENS.UseCases)
    .toDynamicValue(
      (context) =>
        Object.fromEntries(
          classes.map(([name, UseCaseClass]) => [name, context.get<object>(UseCaseClass)]),
        ) as unknown as UseCases,
    )
    .inSingletonScope();
  return container;
}
