import * as migration_20261121_195019_initial from './20261121_195019_initial';
import * as migration_20261121_204621_search_indexes from './20261121_204621_search_indexes';
import * as migration_20261121_224950_search_filter_index from './20261121_224950_search_filter_index';
import * as migration_20261121_225609_lead_intake_fields from './20261121_225609_lead_intake_fields';
import * as migration_20261121_225805_lead_delivery_retry_from from './20261121_225805_lead_delivery_retry_from';
import * as migration_20261125_114457_compare_rera_fields from './20261125_114457_compare_rera_fields';
import * as migration_20261125_172024_saved_search_alerts from './20261125_172024_saved_search_alerts';
import * as migration_20261125_180000_map_search_indexes from './20261125_180000_map_search_indexes';
import * as migration_20261125_212105_site_visits from './20261125_212105_site_visits';
import * as migration_20261125_222836_lead_routing from './20261125_222836_lead_routing';
import * as migration_20261127_210000_search_scope_order_indexes from './20261127_210000_search_scope_order_indexes';
import * as migration_20261202_005157_staff_login_limit from './20261202_005157_staff_login_limit';
import * as migration_20261202_005222_lead_channels from './20261202_005222_lead_channels';
import * as migration_20261202_021803_upload_storage_fields from './20261202_021803_upload_storage_fields';
import * as migration_20261202_022441_newsletter_double_opt_in from './20261202_022441_newsletter_double_opt_in';
import * as migration_20261202_171721_content_locales from './20261202_171721_content_locales';
import * as migration_20261203_122053_content_locale_names from './20261203_122053_content_locale_names';
import * as migration_20261203_130140_site_data_locales from './20261203_130140_site_data_locales';
import * as migration_20261203_182551_property_locale_texts from './20261203_182551_property_locale_texts';
import * as migration_20261204_022812_saved_search_language from './20261204_022812_saved_search_language';
import * as migration_20261204_023233_company_locale_texts from './20261204_023233_company_locale_texts';

export const migrations = [
  {
    up: migration_20261121_195019_initial.up,
    down: migration_20261121_195019_initial.down,
    name: '20261121_195019_initial',
  },
  {
    up: migration_20261121_204621_search_indexes.up,
    down: migration_20261121_204621_search_indexes.down,
    name: '20261121_204621_search_indexes',
  },
  {
    up: migration_20261121_224950_search_filter_index.up,
    down: migration_20261121_224950_search_filter_index.down,
    name: '20261121_224950_search_filter_index',
  },
  {
    up: migration_20261121_225609_lead_intake_fields.up,
    down: migration_20261121_225609_lead_intake_fields.down,
    name: '20261121_225609_lead_intake_fields',
  },
  {
    up: migration_20261121_225805_lead_delivery_retry_from.up,
    down: migration_20261121_225805_lead_delivery_retry_from.down,
    name: '20261121_225805_lead_delivery_retry_from',
  },
  {
    up: migration_20261125_114457_compare_rera_fields.up,
    down: migration_20261125_114457_compare_rera_fields.down,
    name: '20261125_114457_compare_rera_fields',
  },
  {
    up: migration_20261125_172024_saved_search_alerts.up,
    down: migration_20261125_172024_saved_search_alerts.down,
    name: '20261125_172024_saved_search_alerts',
  },
  {
    up: migration_20261125_180000_map_search_indexes.up,
    down: migration_20261125_180000_map_search_indexes.down,
    name: '20261125_180000_map_search_indexes',
  },
  {
    up: migration_20261125_212105_site_visits.up,
    down: migration_20261125_212105_site_visits.down,
    name: '20261125_212105_site_visits',
  },
  {
    up: migration_20261125_222836_lead_routing.up,
    down: migration_20261125_222836_lead_routing.down,
    name: '20261125_222836_lead_routing',
  },
  {
    up: migration_20261127_210000_search_scope_order_indexes.up,
    down: migration_20261127_210000_search_scope_order_indexes.down,
    name: '20261127_210000_search_scope_order_indexes',
  },
  {
    up: migration_20261202_005157_staff_login_limit.up,
    down: migration_20261202_005157_staff_login_limit.down,
    name: '20261202_005157_staff_login_limit',
  },
  {
    up: migration_20261202_005222_lead_channels.up,
    down: migration_20261202_005222_lead_channels.down,
    name: '20261202_005222_lead_channels',
  },
  {
    up: migration_20261202_021803_upload_storage_fields.up,
    down: migration_20261202_021803_upload_storage_fields.down,
    name: '20261202_021803_upload_storage_fields',
  },
  {
    up: migration_20261202_022441_newsletter_double_opt_in.up,
    down: migration_20261202_022441_newsletter_double_opt_in.down,
    name: '20261202_022441_newsletter_double_opt_in',
  },
  {
    up: migration_20261202_171721_content_locales.up,
    down: migration_20261202_171721_content_locales.down,
    name: '20261202_171721_content_locales',
  },
  {
    up: migration_20261203_122053_content_locale_names.up,
    down: migration_20261203_122053_content_locale_names.down,
    name: '20261203_122053_content_locale_names',
  },
  {
    up: migration_20261203_130140_site_data_locales.up,
    down: migration_20261203_130140_site_data_locales.down,
    name: '20261203_130140_site_data_locales',
  },
  {
    up: migration_20261203_182551_property_locale_texts.up,
    down: migration_20261203_182551_property_locale_texts.down,
    name: '20261203_182551_property_locale_texts',
  },
  {
    up: migration_20261204_022812_saved_search_language.up,
    down: migration_20261204_022812_saved_search_language.down,
    name: '20261204_022812_saved_search_language',
  },
  {
    up: migration_20261204_023233_company_locale_texts.up,
    down: migration_20261204_023233_company_locale_texts.down,
    name: '20261204_023233_company_locale_texts'
  },
];
