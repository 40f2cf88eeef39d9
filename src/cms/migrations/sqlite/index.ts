import * as migration_20261121_195019_initial from './20261121_195019_initial';
import * as migration_20261121_204621_search_indexes from './20261121_204621_search_indexes';

export const migrations = [
  {
    up: migration_20261121_195019_initial.up,
    down: migration_20261121_195019_initial.down,
    name: '20261121_195019_initial',
  },
  {
    up: migration_20261121_204621_search_indexes.up,
    down: migration_20261121_204621_search_indexes.down,
    name: '20261121_204621_search_indexes'
  },
];
