import * as migration_20261121_195019_initial from './20261121_195019_initial';

export const migrations = [
  {
    up: migration_20261121_195019_initial.up,
    down: migration_20261121_195019_initial.down,
    name: '20261121_195019_initial'
  },
];
