/* An ICU i18n library with nothing behind it, for the bundle (packaging/build.sh builds it and
   puts it in place of the real 3.5 MB one only when it defines every i18n function the bundled
   libraries call).

   Qt Core calls nine functions of ICU's i18n library: collation (QCollator) and calendars (time
   zone names and IDs). Both read ICU's data, which the bundle already replaced by an empty table
   (icudata_stub.c), so the real library can only report missing data: ucol_open fails with
   U_FILE_ACCESS_ERROR and Qt compares strings with its own code; ucal_getCanonicalTimeZoneID fails
   with U_ILLEGAL_ARGUMENT_ERROR. These functions answer the same. ucal_open fails too (the real one
   returned a calendar whose zone names were all empty), so Qt names time zones by their
   abbreviations, as it does when built without ICU. Every function follows ICU's convention: a
   failure already in *status is passed on untouched. */

#include <stddef.h>
#include <stdint.h>

#ifndef ICU_MAJOR
#define ICU_MAJOR 73 /* the ICU of the PySide6 wheels this bundle is built from */
#endif
#define ICU_JOIN(name, major) name##_##major
#define ICU_NAME(name, major) ICU_JOIN(name, major)
#define ICU(name) ICU_NAME(name, ICU_MAJOR) /* ICU's versioned symbol names: ucol_open_73 */
#define EXPORT __attribute__((visibility("default")))

typedef int UErrorCode; /* ICU's codes: 0 success, below 0 warnings, above 0 errors */
typedef uint16_t UChar;
typedef int8_t UBool;
typedef struct UCollator UCollator;
typedef struct UCalendar UCalendar;

enum { U_ILLEGAL_ARGUMENT_ERROR = 1, U_MISSING_RESOURCE_ERROR = 2, U_FILE_ACCESS_ERROR = 4 };

/* Sets *status to error unless it already holds one. */
static void fail(UErrorCode *status, UErrorCode error) {
    if (status != NULL && *status <= 0) {
        *status = error;
    }
}

EXPORT UCollator *ICU(ucol_open)(const char *locale, UErrorCode *status) {
    (void)locale;
    fail(status, U_FILE_ACCESS_ERROR);
    return NULL;
}

EXPORT void ICU(ucol_close)(UCollator *collator) { (void)collator; }

/* Qt calls the next three only with a collator ucol_open gave, which never happens here; they still
   answer sensibly: nothing to set (as ICU does for no collator), code unit order, no sort key. */
EXPORT void ICU(ucol_setAttribute)(UCollator *collator, int attribute, int value, UErrorCode *status) {
    (void)collator, (void)attribute, (void)value, (void)status;
}

EXPORT int ICU(ucol_strcoll)(const UCollator *collator, const UChar *source, int32_t source_length,
                             const UChar *target, int32_t target_length) {
    (void)collator;
    for (int32_t i = 0;; i++) {
        int source_ended = source_length < 0 ? source[i] == 0 : i >= source_length;
        int target_ended = target_length < 0 ? target[i] == 0 : i >= target_length;
        if (source_ended || target_ended) {
            return target_ended - source_ended; /* UCOL_LESS -1, UCOL_EQUAL 0, UCOL_GREATER 1 */
        }
        if (source[i] != target[i]) {
            return source[i] < target[i] ? -1 : 1;
        }
    }
}

EXPORT int32_t ICU(ucol_getSortKey)(const UCollator *collator, const UChar *source, int32_t source_length,
                                    uint8_t *result, int32_t result_length) {
    (void)collator, (void)source, (void)source_length, (void)result, (void)result_length;
    return 0;
}

EXPORT UCalendar *ICU(ucal_open)(const UChar *zone, int32_t length, const char *locale, int type,
                                 UErrorCode *status) {
    (void)zone, (void)length, (void)locale, (void)type;
    fail(status, U_MISSING_RESOURCE_ERROR);
    return NULL;
}

EXPORT void ICU(ucal_close)(UCalendar *calendar) { (void)calendar; }

EXPORT int32_t ICU(ucal_getCanonicalTimeZoneID)(const UChar *id, int32_t length, UChar *result, int32_t capacity,
                                                UBool *is_system_id, UErrorCode *status) {
    (void)id, (void)length, (void)result, (void)capacity, (void)is_system_id;
    fail(status, U_ILLEGAL_ARGUMENT_ERROR);
    return 0;
}

EXPORT int32_t ICU(ucal_getTimeZoneDisplayName)(const UCalendar *calendar, int type, const char *locale,
                                                UChar *result, int32_t capacity, UErrorCode *status) {
    (void)calendar, (void)type, (void)locale, (void)result, (void)capacity;
    fail(status, U_MISSING_RESOURCE_ERROR);
    return 0;
}
