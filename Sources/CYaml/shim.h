// libyaml, reached only through Sources/KinesiaHarness/YAML/YAMLParser.swift.
#include <yaml.h>
