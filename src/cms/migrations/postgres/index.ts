import * as migration_20261121_195037_initial from './20261121_195037_initial';

export const migrations = [
  {
    up: migration_20261121_195037_initial.up,
    down: migration_20261121_195037_initial.down,
    name: '20261121_195037_initial'
  },
];
