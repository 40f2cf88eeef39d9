import * as migration_20261121_195037_initial from './20261121_195037_initial';
import * as migration_20261121_204633_search_indexes from './20261121_204633_search_indexes';
import * as migration_20261121_224957_search_filter_index from './20261121_224957_search_filter_index';
import * as migration_20261121_225630_lead_intake_fields from './20261121_225630_lead_intake_fields';
import * as migration_20261121_225827_lead_delivery_retry_from from './20261121_225827_lead_delivery_retry_from';
import * as migration_20261125_114525_compare_rera_fields from './20261125_114525_compare_rera_fields';
import * as migration_20261125_171953_saved_search_alerts from './20261125_171953_saved_search_alerts';
import * as migration_20261125_180000_map_search_indexes from './20261125_180000_map_search_indexes';
import * as migration_20261125_210834_sales_tools_channels from './20261125_210834_sales_tools_channels';
import * as migration_20261125_212048_site_visits from './20261125_212048_site_visits';
import * as migration_20261125_222903_lead_routing from './20261125_222903_lead_routing';
import * as migration_20261127_210000_search_scope_order_indexes from './20261127_210000_search_scope_order_indexes';
import * as migration_20261129_060000_name_trigram_index from './20261129_060000_name_trigram_index';
import * as migration_20261202_005209_staff_login_limit from './20261202_005209_staff_login_limit';
import * as migration_20261202_005233_lead_channels from './20261202_005233_lead_channels';
import * as migration_20261202_021810_upload_storage_fields from './20261202_021810_upload_storage_fields';
import * as migration_20261202_022455_newsletter_double_opt_in from './20261202_022455_newsletter_double_opt_in';
import * as migration_20261202_171730_content_locales from './20261202_171730_content_locales';
import * as migration_20261203_122059_content_locale_names from './20261203_122059_content_locale_names';
import * as migration_20261203_130151_site_data_locales from './20261203_130151_site_data_locales';
import * as migration_20261203_182559_property_locale_texts from './20261203_182559_property_locale_texts';
import * as migration_20261204_022817_saved_search_language from './20261204_022817_saved_search_language';
import * as migration_20261204_023239_company_locale_texts from './20261204_023239_company_locale_texts';

export const migrations = [
  {
    up: migration_20261121_195037_initial.up,
    down: migration_20261121_195037_initial.down,
    name: '20261121_195037_initial',
  },
  {
    up: migration_20261121_204633_search_indexes.up,
    down: migration_20261121_204633_search_indexes.down,
    name: '20261121_204633_search_indexes',
  },
  {
    up: migration_20261121_224957_search_filter_index.up,
    down: migration_20261121_224957_search_filter_index.down,
    name: '20261121_224957_search_filter_index',
  },
  {
    up: migration_20261121_225630_lead_intake_fields.up,
    down: migration_20261121_225630_lead_intake_fields.down,
    name: '20261121_225630_lead_intake_fields',
  },
  {
    up: migration_20261121_225827_lead_delivery_retry_from.up,
    down: migration_20261121_225827_lead_delivery_retry_from.down,
    name: '20261121_225827_lead_delivery_retry_from',
  },
  {
    up: migration_20261125_114525_compare_rera_fields.up,
    down: migration_20261125_114525_compare_rera_fields.down,
    name: '20261125_114525_compare_rera_fields',
  },
  {
    up: migration_20261125_171953_saved_search_alerts.up,
    down: migration_20261125_171953_saved_search_alerts.down,
    name: '20261125_171953_saved_search_alerts',
  },
  {
    up: migration_20261125_180000_map_search_indexes.up,
    down: migration_20261125_180000_map_search_indexes.down,
    name: '20261125_180000_map_search_indexes',
  },
  {
    up: migration_20261125_210834_sales_tools_channels.up,
    down: migration_20261125_210834_sales_tools_channels.down,
    name: '20261125_210834_sales_tools_channels',
  },
  {
    up: migration_20261125_212048_site_visits.up,
    down: migration_20261125_212048_site_visits.down,
    name: '20261125_212048_site_visits',
  },
  {
    up: migration_20261125_222903_lead_routing.up,
    down: migration_20261125_222903_lead_routing.down,
    name: '20261125_222903_lead_routing',
  },
  {
    up: migration_20261127_210000_search_scope_order_indexes.up,
    down: migration_20261127_210000_search_scope_order_indexes.down,
    name: '20261127_210000_search_scope_order_indexes',
  },
  {
    up: migration_20261129_060000_name_trigram_index.up,
    down: migration_20261129_060000_name_trigram_index.down,
    name: '20261129_060000_name_trigram_index',
  },
  {
    up: migration_20261202_005209_staff_login_limit.up,
    down: migration_20261202_005209_staff_login_limit.down,
    name: '20261202_005209_staff_login_limit',
  },
  {
    up: migration_20261202_005233_lead_channels.up,
    down: migration_20261202_005233_lead_channels.down,
    name: '20261202_005233_lead_channels',
  },
  {
    up: migration_20261202_021810_upload_storage_fields.up,
    down: migration_20261202_021810_upload_storage_fields.down,
    name: '20261202_021810_upload_storage_fields',
  },
  {
    up: migration_20261202_022455_newsletter_double_opt_in.up,
    down: migration_20261202_022455_newsletter_double_opt_in.down,
    name: '20261202_022455_newsletter_double_opt_in',
  },
  {
    up: migration_20261202_171730_content_locales.up,
    down: migration_20261202_171730_content_locales.down,
    name: '20261202_171730_content_locales',
  },
  {
    up: migration_20261203_122059_content_locale_names.up,
    down: migration_20261203_122059_content_locale_names.down,
    name: '20261203_122059_content_locale_names',
  },
  {
    up: migration_20261203_130151_site_data_locales.up,
    down: migration_20261203_130151_site_data_locales.down,
    name: '20261203_130151_site_data_locales',
  },
  {
    up: migration_20261203_182559_property_locale_texts.up,
    down: migration_20261203_182559_property_locale_texts.down,
    name: '20261203_182559_property_locale_texts',
  },
  {
    up: migration_20261204_022817_saved_search_language.up,
    down: migration_20261204_022817_saved_search_language.down,
    name: '20261204_022817_saved_search_language',
  },
  {
    up: migration_20261204_023239_company_locale_texts.up,
    down: migration_20261204_023239_company_locale_texts.down,
    name: '20261204_023239_company_locale_texts'
  },
];
