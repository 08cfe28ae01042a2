import * as path from 'node:path';
import { Duration, type RemovalPolicy, Tags, aws_lambda as lambda, aws_lambda_nodejs as nodejs, aws_logs as logs } from 'aws-cdk-lib';
import { type Construct } from 'constructs';
import { ENV, METRICS_NAMESPACE, type EnvKey } from '@pitchside/shared';
import { cdkBundlingOptions, FUNCTION_NODE_OPTIONS } from '../functions/bundling';
import { envKeysOf, type FunctionDefinition } from '../functions/catalog';

export interface PitchsideFunctionProps {
  /** The catalog name: `accounts`, `standings`, … */
  readonly name: string;
  readonly definition: FunctionDefinition;
  /**
   * A value for every env key the definition's capabilities need (see `envKeysOf`). A missing one fails
   * synth; one the function does not need is not set.
   */
  readonly env: Partial<Record<EnvKey, string>>;
  readonly projectRoot: string;
  /** Log groups outlive a stateless stack in production (RETAIN), not in a dev stage. */
  readonly logRemovalPolicy: RemovalPolicy;
  readonly tracing?: boolean;
  /** Powertools' log level for this stage (default INFO). */
  readonly logLevel?: string;
}

/** Tag on every PitchsideFunction, so the tests can tell ours from CDK's helper functions. */
export const FUNCTION_TAG = 'pitchside:function';
export const LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

/**
 * The one way to make a Lambda function in Pitchside. The house defaults: Node.js 22 on arm64, esbuild
 * bundling from `HOUSE_BUNDLING` (minified, source maps, workspace sources), source-mapped stack traces,
 * its own log group kept a month, JSON logs, the catalog's memory and timeout, and only the env its
 * capabilities need. Grants are given by the stack, from the same capabilities.
 */
export class PitchsideFunction extends nodejs.NodejsFunction {
  readonly definition: FunctionDefinition;

  constructor(scope: Construct, id: string, props: PitchsideFunctionProps) {
    const { definition } = props;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: LOG_RETENTION,
      removalPolicy: props.logRemovalPolicy,
    });
    super(scope, id, {
      description: `Pitchside ${props.name}: ${definition.description}`,
      entry: path.resolve(props.projectRoot, definition.entry),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      environment: {
        NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
        // Powertools: the service on every log line and metric, the stage's level, the metrics' namespace.
        POWERTOOLS_SERVICE_NAME: props.name,
        POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        ...environmentOf(props.name, definition, props.env),
      },
      bundling: cdkBundlingOptions(definition.heavyDependencies),
    });
    this.definition = definition;
    Tags.of(this).add(FUNCTION_TAG, props.name);
  }
}

function environmentOf(name: string, definition: FunctionDefinition, values: Partial<Record<EnvKey, string>>): Record<string, string> {
  const keys = envKeysOf(definition);
  const missing = keys.filter((key) => values[key] === undefined);
  if (missing.length > 0) throw new Error(`Function ${name}: no value for ${missing.map((key) => ENV[key]).join(', ')}`);
  return Object.fromEntries(keys.map((key) => [ENV[key], values[key] as string]));
}
