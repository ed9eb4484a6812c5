#ifndef PANEDOC_CLIBXML2_SHIM_H
#define PANEDOC_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* libxml2's encoding header pulls in the system ICU when it was built with it, and those ICU
   declarations clash with the copy Foundation carries. PaneDoc never touches encoding handlers
   by value, so it reads the headers without the ICU part. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#endif
