/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy --all -c stage=prod` from the repository root
 * (cdk.json runs this file with tsx and the `source` export condition, so workspace packages are read
 * from their TypeScript source).
 */
import { App } from 'aws-cdk-lib';
import { stageConfigFromContext } from '../lib/config';
import { buildPitchside } from '../lib/pitchside-app';

const app = new App();
buildPitchside(app, stageConfigFromContext(app.node));
app.synth();
